import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '#common/languages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactCreateSchema, contactDtoSchema } from '#common/schemas/contacts';
import { contactMessages } from '#common/contacts';
import { enquiryStatusLabels } from '#common/schemas/enquiries';
import { formatDate } from '#common/format';
import { messageEnvelope } from '#common/schemas/envelope';
import { attemptLimits } from '#server/plugins/rate-limits';
import type { ContactQuery } from '#server/db/schema';
import { csvExportRoute, type CsvColumn } from '../csv-export';
import { adminTableRoute } from '../admin-table-route';
import { receiveContact } from './contact-intake';
import { contactQuery, contactsView } from './contact-repo';
import { contactDtos } from './mapper';

const contactsCsv: CsvColumn<ContactQuery>[] = [
  { header: 'Date', value: (row) => formatDate(row.created_at) },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Message', value: (row) => row.message },
  { header: 'Status', value: (row) => enquiryStatusLabels[row.status] },
  {
    header: 'Follow-up',
    value: (row) => row.follow_up_on && formatDate(`${row.follow_up_on}T12:00:00Z`),
  },
];

/**
 * The contact form (everyone): kept, alerted to the office and acknowledged to the sender; and
 * the admins' list of what came through it.
 */
export function contactRoutes() {
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
        const { website, language = DEFAULT_LANGUAGE, ...contact } = request.body;
        // A filled honeypot is a bot: it is told the message went, and nothing is kept or sent.
        if (!website?.trim()) {
          await receiveContact(db, contact, language, {
            notifications: app.notifications,
            publicUrl: config.PUBLIC_URL,
          });
        }
        return reply.code(201).send({ success: true, message: contactMessages.sent });
      },
    );

    adminTableRoute(app, {
      path: '/',
      method: 'POST',
      key: 'contacts',
      dto: contactDtoSchema,
      query: contactQuery,
      view: contactsView,
      toDtos: (rows) => contactDtos(db, rows),
    });

    csvExportRoute(app, {
      name: 'contacts',
      query: contactQuery,
      view: contactsView,
      columns: contactsCsv,
    });
  };
}
