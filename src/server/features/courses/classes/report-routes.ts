import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MARK_LETTERS } from '#common/attendance';
import {
  attendanceReportSchema,
  certificateMinimumSchema,
  myAttendanceSchema,
  registerQuerySchema,
  registerSchema,
  type Register,
} from '#common/schemas/attendance-reports';
import { batchMessages } from '#common/schemas/batches';
import { envelope } from '#common/schemas/envelope';
import { getSiteSettings } from '#server/db/site-settings';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { registerPdf } from '#server/services/register-pdf';
import { sendCsv, type CsvColumn } from '#server/features/csv-export';
import { findBatch } from '../batches';
import { idParams } from '../lookup';
import { setCertificateMinimum } from './report-repo';
import { attendanceReport, monthRegister, myAttendance } from './reports';

type RegisterRow = Register['students'][number];

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const percentText = (percent: number | null) => (percent === null ? '' : `${percent}%`);
const letters = (row: RegisterRow) => row.marks.map((mark) => (mark ? MARK_LETTERS[mark] : ''));

/** A batch's attendance report and monthly register, and a student's own attendance (decision 059). */
export async function attendanceReportRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'batch');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const admin = { access: 'admin' } as const;

  const existingBatch = async (id: string) => {
    const batch = await findBatch(db, id);
    if (!batch) throw new HttpError(404, batchMessages.notFound);
    return batch;
  };
  const register = async (id: string, month: string) =>
    monthRegister(db, await existingBatch(id), month, app.today());

  api.get(
    '/batch/:id/attendance-report',
    {
      config: admin,
      schema: { params: idParams, response: { 200: envelope(attendanceReportSchema) } },
    },
    async (request) => {
      const batch = await existingBatch(request.params.id);
      const { attendanceThreshold } = await getSiteSettings(db);
      return {
        success: true,
        data: await attendanceReport(db, batch, app.today(), attendanceThreshold),
      };
    },
  );

  api.put(
    '/batch/:id/certificate-minimum',
    {
      config: admin,
      schema: {
        params: idParams,
        body: certificateMinimumSchema,
        response: { 200: envelope(certificateMinimumSchema) },
      },
    },
    async (request) => {
      const batch = await existingBatch(request.params.id);
      const { percent } = request.body;
      await setCertificateMinimum(db, batch.id, percent);
      noteAudit(request, {
        action: 'certificate minimum set',
        summary:
          percent === null
            ? 'No minimum attendance for a certificate'
            : `Minimum attendance for a certificate: ${percent}%`,
      });
      return { success: true, message: 'Minimum attendance saved', data: { percent } };
    },
  );

  api.get(
    '/batch/:id/register',
    {
      config: admin,
      schema: {
        params: idParams,
        querystring: registerQuerySchema,
        response: { 200: envelope(registerSchema) },
      },
    },
    async (request) => ({
      success: true,
      data: await register(request.params.id, request.query.month),
    }),
  );

  api.get(
    '/batch/:id/register.csv',
    { config: admin, schema: { params: idParams, querystring: registerQuerySchema } },
    async (request, reply) => {
      const data = await register(request.params.id, request.query.month);
      const columns: CsvColumn<RegisterRow>[] = [
        { header: 'Student', value: (row) => row.userName },
        ...data.sessions.map((session, index) => ({
          header: `${session.heldOn} ${session.startTime}`,
          value: (row: RegisterRow) => letters(row)[index] ?? '',
        })),
        { header: 'Attendance %', value: (row) => row.percent },
      ];
      return sendCsv(reply, `attendance-register-${data.month}`, columns, rowsOf(data.students));
    },
  );

  api.get(
    '/batch/:id/register.pdf',
    { config: admin, schema: { params: idParams, querystring: registerQuerySchema } },
    async (request, reply) => {
      const data = await register(request.params.id, request.query.month);
      const pdf = await registerPdf({
        institute: (await getSiteSettings(db)).name,
        courseTitle: data.courseTitle,
        month: monthName(data.month),
        columns: data.sessions.map((s) => ({ day: s.heldOn.slice(8), time: s.startTime })),
        rows: data.students.map((row) => ({
          name: row.userName,
          letters: letters(row),
          percent: percentText(row.percent),
        })),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="attendance-register-${data.month}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  api.get(
    '/my-attendance',
    { config: { access: 'user' }, schema: { response: { 200: envelope(myAttendanceSchema) } } },
    async (request) => ({
      success: true,
      data: await myAttendance(db, currentUser(request).id, app.today()),
    }),
  );
}

async function* rowsOf<Row>(rows: Row[]) {
  yield* rows;
}
