import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { registrationConvertSchema, registrationDtoSchema } from '#common/schemas/registrations';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { currentUser } from '#server/plugins/sessions';
import { idParams } from '../params';
import { convertRegistration, WELCOME_LINK_DAYS } from './convert';
import { existingLead, presentLead, registrationLead } from './lookup';
import { welcomeMail, type EnquiryMail } from './mail';

/** Makes a student account from a registration (admins) and mails its welcome link. */
export function convertRoutes(mail: EnquiryMail) {
  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { config, db } = app;
    auditEntity(app, 'registration');

    api.post(
      '/:id/convert',
      {
        config: { access: 'admin', audit: { action: 'converted' } },
        schema: {
          params: idParams,
          body: registrationConvertSchema,
          response: { 200: envelope(registrationDtoSchema) },
        },
      },
      async (request) => {
        const registration = await existingLead(db, registrationLead, request.params.id);
        const { email } = request.body;
        const link = await convertRegistration(
          { db, publicUrl: config.PUBLIC_URL, admin: currentUser(request) },
          registration,
          email,
        );
        noteAudit(request, {
          summary: about(
            registration.name,
            `Student account for ${email}; Status: ${registration.status} → joined`,
          ),
        });
        mail.later(request, (site) => [
          welcomeMail(
            site,
            { name: registration.name, email, language: registration.language },
            { url: link, days: WELCOME_LINK_DAYS },
            config.PUBLIC_URL,
          ),
        ]);
        return {
          success: true,
          message: 'Student account created',
          data: await presentLead(db, registrationLead, registration.id),
        };
      },
    );
  };
}
