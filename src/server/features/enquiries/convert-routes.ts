import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { registrationConvertSchema, registrationDtoSchema } from '#common/schemas/registrations';
import { isUniqueViolation } from '../../db/errors';
import { issueResetLink } from '../../db/reset-tokens';
import { createUser, findUserByEmail } from '../../db/users';
import { noteAudit } from '../../plugins/audit';
import { about } from '../../plugins/audit-summary';
import { HttpError } from '../../plugins/errors';
import { currentUser } from '../../plugins/sessions';
import { hashPassword } from '../../services/passwords';
import { idParams } from '../params';
import { addNote } from './leads';
import { existingLead, presentLead, registrationLead } from './lookup';
import { welcomeMail, type EnquiryMail } from './mail';
import { linkStudent } from './registration-repo';

/** The set-password link of a new student stays valid this long. */
const WELCOME_LINK_DAYS = 3;
const ALREADY_CONVERTED = 'This registration already has a student account.';
const EMAIL_TAKEN = 'An account with this email already exists.';

/**
 * Makes a student account from a registration (admins): its name and contact number, a password
 * nobody knows, and a mailed link to choose one, the same single-use link as forgot-password.
 */
export function convertRoutes(mail: EnquiryMail) {
  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { config, db } = app;

    api.post(
      '/:id/convert',
      {
        config: { access: 'admin' },
        schema: {
          params: idParams,
          body: registrationConvertSchema,
          response: { 200: envelope(registrationDtoSchema) },
        },
      },
      async (request) => {
        const registration = await existingLead(db, registrationLead, request.params.id);
        if (registration.user_id) throw new HttpError(409, ALREADY_CONVERTED);
        const { email } = request.body;
        if (await findUserByEmail(db, email)) throw new HttpError(409, EMAIL_TAKEN);
        const admin = currentUser(request);
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        const link = await db.transaction().execute(async (trx) => {
          const student = await createUser(trx, {
            userName: registration.name,
            email,
            mobileNo: registration.contact,
            passwordHash,
            role: 'student',
            // The welcome link, a reset link, verifies it when used.
            emailVerified: false,
          }).catch((error: unknown) => {
            throw isUniqueViolation(error) ? new HttpError(409, EMAIL_TAKEN) : error;
          });
          if (!(await linkStudent(trx, registration.id, student.id))) {
            throw new HttpError(409, ALREADY_CONVERTED);
          }
          await addNote(
            trx,
            'registration',
            registration.id,
            admin.user_name || admin.email,
            `Made a student account for ${email} and e-mailed a link to choose a password.`,
          );
          return issueResetLink(trx, config.PUBLIC_URL, student.id, WELCOME_LINK_DAYS * 24 * 60);
        });
        noteAudit(request, {
          summary: about(
            registration.name,
            `Student account for ${email}; Status: ${registration.status} → joined`,
          ),
        });
        mail.later(request, (site) => [
          welcomeMail(
            site,
            { name: registration.name, email },
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
