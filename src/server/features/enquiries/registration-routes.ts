import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enquiryListQuerySchema } from '#common/schemas/enquiries';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  registrationCreateSchema,
  registrationDtoSchema,
  registrationMessages,
} from '#common/schemas/registrations';
import { attemptLimits } from '../../plugins/rate-limits';
import { pageOfRows, rowCount } from '../page-of-rows';
import { optionalPageQuery } from '../params';
import { registrationNotice, type EnquiryMail } from './mail';
import { registrationDtos } from './mapper';
import { recordRegistration } from './registration-intake';
import { registrationQuery } from './registration-repo';

/** Without a page the list answers only its count (the dashboard's figure). */
const listQuery = enquiryListQuerySchema.extend({ page: optionalPageQuery.shape.page });

/** The student registration form (everyone) and the admins' list of registrations. */
export function registrationRoutes(mail: EnquiryMail) {
  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { config, db } = app;

    api.post(
      '/',
      {
        config: { access: 'public' },
        preHandler: attemptLimits(app, 'registration-form', {
          perIp: config.REGISTRATION_FORM_LIMIT_PER_IP,
        }),
        schema: { body: registrationCreateSchema, response: { 201: messageEnvelope } },
      },
      async (request, reply) => {
        const { website, ...fields } = request.body;
        // A filled honeypot is a bot: it is told it registered, and nothing is kept or sent.
        if (!website?.trim() && (await recordRegistration(db, fields))) {
          mail.later(request, (site) => [registrationNotice(site, fields, config.PUBLIC_URL)]);
        }
        return reply.code(201).send({ success: true, message: registrationMessages.sent });
      },
    );

    api.post(
      '/getData',
      {
        config: { access: 'admin', audit: false },
        schema: {
          querystring: listQuery,
          response: {
            200: z.union([
              envelope(z.object({ data: z.array(registrationDtoSchema), Pages: z.number() })),
              envelope(z.number()),
            ]),
          },
        },
      },
      async (request) => {
        const { page, ...filters } = request.query;
        const query = registrationQuery(db, filters);
        if (!page) return { success: true, data: await rowCount(query) };
        const { rows, pages } = await pageOfRows(query, page);
        return { success: true, data: { data: await registrationDtos(db, rows), Pages: pages } };
      },
    );
  };
}
