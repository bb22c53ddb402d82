import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  guardianCodeSchema,
  guardianConfirmationSchema,
  guardianMessages,
} from '#common/schemas/guardians';
import { HttpError } from '#server/plugins/errors';
import { confirmationTokens, confirmWithCode } from './codes';
import { findGuardian, findStudent } from './repo';

const tokenParams = z.object({ token: z.string().min(1).max(600) });

/**
 * The guardian's own page (`paths.guardianConfirm`), reached by the link in their code message:
 * whose guardian they are asked to be, and where they type the code.
 */
export async function guardianConfirmRoutes(
  app: FastifyInstance,
  { signingKey }: { signingKey: KeyObject },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tokens = confirmationTokens(signingKey);
  const guardianOf = async (token: string) => {
    const id = tokens.read(token);
    const guardian = id ? await findGuardian(app.db, id) : undefined;
    if (!guardian) throw new HttpError(404, guardianMessages.badLink);
    return guardian;
  };

  api.get(
    '/:token',
    {
      config: { access: 'public' },
      schema: { params: tokenParams, response: { 200: envelope(guardianConfirmationSchema) } },
    },
    async (request) => {
      const guardian = await guardianOf(request.params.token);
      const student = await findStudent(app.db, guardian.student_id);
      return {
        success: true,
        data: {
          guardianName: guardian.name,
          studentName: student?.user_name ?? '',
          confirmed: guardian.confirmed_at !== null,
        },
      };
    },
  );

  api.post(
    '/:token',
    {
      config: { access: 'public' },
      schema: {
        params: tokenParams,
        body: guardianCodeSchema,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const guardian = await guardianOf(request.params.token);
      await confirmWithCode(app.db, guardian, request.body.code);
      return { success: true, message: guardianMessages.guardianConfirmed };
    },
  );
}
