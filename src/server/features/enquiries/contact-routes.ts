import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactCreateSchema, contactDtoSchema, contactMessages } from '#common/schemas/contacts';
import { enquiryListQuerySchema } from '#common/schemas/enquiries';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { attemptLimits } from '../../plugins/rate-limits';
import { pageOfRows } from '../page-of-rows';
import { contactQuery, insertContact } from './contact-repo';
import { contactAcknowledgement, contactNotice, type EnquiryMail } from './mail';
import { contactDtos } from './mapper';

/** The contact form (everyone) and the admins' list of what came through it. */
export function contactRoutes(mail: EnquiryMail) {
  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { config, db } = app;

    api.post(
      '/create',
      {
        config: { access: 'public' },
        preHandler: attemptLimits(app, 'contact', { perIp: config.CONTACT_LIMIT_PER_IP }),
        schema: { body: contactCreateSchema, response: { 201: messageEnvelope } },
      },
      async (request, reply) => {
        const { website, ...contact } = request.body;
        // A filled honeypot is a bot: it is told the message went, and nothing is kept or sent.
        if (!website?.trim()) {
          await insertContact(db, contact);
          mail.later(request, (site) => [
            contactNotice(site, contact, config.PUBLIC_URL),
            contactAcknowledgement(site, contact),
          ]);
        }
        return reply.code(201).send({ success: true, message: contactMessages.sent });
      },
    );

    api.post(
      '/',
      {
        config: { access: 'admin', audit: false },
        schema: {
          querystring: enquiryListQuerySchema,
          response: {
            200: envelope(z.object({ contacts: z.array(contactDtoSchema), Pages: z.number() })),
          },
        },
      },
      async (request) => {
        const { page, ...filters } = request.query;
        const { rows, pages } = await pageOfRows(contactQuery(db, filters), page);
        return { success: true, data: { contacts: await contactDtos(db, rows), Pages: pages } };
      },
    );
  };
}
