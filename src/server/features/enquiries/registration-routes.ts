import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '#common/languages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enquiryStatusLabels } from '#common/schemas/enquiries';
import { formatDate } from '#common/format';
import { messageEnvelope } from '#common/schemas/envelope';
import { registrationMessages } from '#common/registrations';
import { registrationCreateSchema, registrationDtoSchema } from '#common/schemas/registrations';
import { attemptLimits } from '#server/plugins/rate-limits';
import type { StudentRegistration } from '#server/db/schema';
import { csvExportRoute, type CsvColumn } from '../csv-export';
import { adminTableRoute } from '../admin-table-route';
import { registrationDtos } from './mapper';
import { recordRegistration } from './registration-intake';
import { registrationQuery, registrationsView } from './registration-repo';

const registrationsCsv: CsvColumn<StudentRegistration>[] = [
  { header: 'Date', value: (row) => formatDate(row.created_at) },
  { header: 'Student Name', value: (row) => row.name },
  { header: 'Class', value: (row) => row.classs },
  { header: 'Mode', value: (row) => row.mode },
  { header: 'School Name', value: (row) => row.school },
  { header: 'Gender', value: (row) => row.gender },
  { header: 'Date of Birth', value: (row) => formatDate(`${row.dob}T12:00:00Z`) },
  { header: 'Father Name', value: (row) => row.father_name },
  { header: 'Contact', value: (row) => row.contact },
  { header: 'Address', value: (row) => row.address },
  { header: 'State', value: (row) => row.state },
  { header: 'City', value: (row) => row.city },
  { header: 'Status', value: (row) => enquiryStatusLabels[row.status] },
];

/** The student registration form (everyone) and the admins' list of registrations. */
export function registrationRoutes() {
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
        const {
          website,
          language = DEFAULT_LANGUAGE,
          whatsappUpdates = false,
          ...fields
        } = request.body;
        // A filled honeypot is a bot: it is told it registered, and nothing is kept or sent.
        if (!website?.trim()) {
          await recordRegistration(db, fields, language, {
            notifications: app.notifications,
            publicUrl: config.PUBLIC_URL,
            whatsappUpdates,
          });
        }
        return reply.code(201).send({ success: true, message: registrationMessages.sent });
      },
    );

    // Without a page the list answers only its count (the dashboard's figure).
    adminTableRoute(app, {
      path: '/getData',
      method: 'POST',
      key: 'data',
      dto: registrationDtoSchema,
      query: registrationQuery,
      view: registrationsView,
      toDtos: (rows) => registrationDtos(db, rows),
      whole: 'count',
    });

    csvExportRoute(app, {
      name: 'registrations',
      query: registrationQuery,
      view: registrationsView,
      columns: registrationsCsv,
    });
  };
}
