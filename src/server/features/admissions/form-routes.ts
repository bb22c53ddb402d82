import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { admissionMessages as m } from '#common/admissions';
import {
  admissionCodeSchema,
  admissionDocumentKindParams,
  admissionDraftSchema,
  admissionDtoSchema,
  admissionSetupSchema,
  admissionStartedSchema,
  admissionStartSchema,
  admissionTokenParams,
} from '#common/schemas/admissions';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { phoneMessages } from '#common/phone-sign-in';
import { DEFAULT_LANGUAGE } from '#common/languages';
import { HttpError } from '#server/plugins/errors';
import { attemptLimits } from '#server/plugins/rate-limits';
import { IMAGE_LIMIT, readMultipart } from '#server/plugins/uploads';
import { draftOf, saveDocument, saveDraft, savePhoto, startOnline, submitDraft } from './drafts';
import { admissionSetup, presentAdmission } from './lookup';
import type { AdmissionSteps } from './steps';

const admissionEnvelope = envelope(admissionDtoSchema);

/**
 * The public admission form (decision 072): no login; a phone code confirms the number and opens
 * a draft, which its secret link resumes until it is sent.
 */
export function admissionFormRoutes(steps: AdmissionSteps) {
  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const perIp = { perIp: app.config.PHONE_CODE_LIMIT_PER_IP };
    const uploadLimit = attemptLimits(app, 'admission-upload', perIp);
    const open = { access: 'public' as const };
    const answer = async (token: string, message?: string) => ({
      success: true,
      ...(message ? { message } : {}),
      data: await presentAdmission(app, await draftOf(app.db, token)),
    });

    api.get(
      '/setup',
      { config: open, schema: { response: { 200: envelope(admissionSetupSchema) } } },
      async () => ({ success: true, data: await admissionSetup(app) }),
    );

    api.post(
      '/code',
      {
        config: open,
        schema: { body: admissionCodeSchema, response: { 200: messageEnvelope } },
        preHandler: attemptLimits(app, 'phone-code', perIp),
      },
      async (request) => {
        const { mobileNo, language } = request.body;
        await steps.askForCode(app, mobileNo, language ?? DEFAULT_LANGUAGE);
        return { success: true, message: phoneMessages.codeSent };
      },
    );

    api.post(
      '/start',
      {
        config: open,
        schema: { body: admissionStartSchema, response: { 200: envelope(admissionStartedSchema) } },
        preHandler: attemptLimits(app, 'phone-sign-in', perIp),
      },
      async (request) => {
        const { token, row } = await startOnline(app, steps, request.body);
        return {
          success: true,
          message: m.started,
          data: { token, admission: await presentAdmission(app, row) },
        };
      },
    );

    api.get(
      '/form/:token',
      {
        config: open,
        schema: { params: admissionTokenParams, response: { 200: admissionEnvelope } },
      },
      async (request) => answer(request.params.token),
    );

    api.put(
      '/form/:token',
      {
        config: open,
        schema: {
          params: admissionTokenParams,
          body: admissionDraftSchema,
          response: { 200: admissionEnvelope },
        },
      },
      async (request) => {
        const row = await draftOf(app.db, request.params.token);
        await saveDraft(app, row, request.body);
        return answer(request.params.token, m.saved);
      },
    );

    api.post(
      '/form/:token/photo',
      {
        config: open,
        schema: { params: admissionTokenParams, response: { 200: admissionEnvelope } },
        preHandler: uploadLimit,
      },
      async (request) => {
        const row = await draftOf(app.db, request.params.token);
        const { files } = await readMultipart(request, IMAGE_LIMIT);
        if (!files.photo) throw new HttpError(400, m.documentMissing, { photo: m.documentMissing });
        await savePhoto(app, row, files.photo);
        return answer(request.params.token, m.saved);
      },
    );

    api.post(
      '/form/:token/documents/:kind',
      {
        config: open,
        schema: { params: admissionDocumentKindParams, response: { 200: admissionEnvelope } },
        preHandler: uploadLimit,
      },
      async (request) => {
        const { token, kind } = request.params;
        if (kind === 'photo') throw new HttpError(404, m.noDocument);
        const row = await draftOf(app.db, token);
        const { files } = await readMultipart(request);
        if (!files.file) throw new HttpError(400, m.documentMissing, { [kind]: m.documentMissing });
        await saveDocument(app, row, kind, files.file);
        return answer(token, m.saved);
      },
    );

    api.post(
      '/form/:token/submit',
      {
        config: open,
        schema: { params: admissionTokenParams, response: { 200: admissionEnvelope } },
      },
      async (request) => {
        await submitDraft(app, await draftOf(app.db, request.params.token));
        return answer(request.params.token, m.submitted);
      },
    );
  };
}
