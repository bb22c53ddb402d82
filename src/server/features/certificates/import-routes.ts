import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  importPreviewSchema,
  importResultSchema,
  type ImportRow,
} from '#common/schemas/certificate-import';
import { envelope } from '#common/schemas/envelope';
import type { User } from '#server/db/schema';
import { noteAudit } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { getSiteSettings } from '#server/db/site-settings';
import { issueBatch, templateProblem } from './bulk-issue';
import { csvRows } from './csv-rows';
import { readImportForm } from './import-form';

/** Refuses a batch with any bad row, naming each such row and its first problem. */
function refuseProblems(rows: ImportRow[]): void {
  const bad = rows.filter((row) => row.problems.length > 0);
  if (bad.length === 0) return;
  const errors = Object.fromEntries(bad.map((row) => [`row ${row.row}`, row.problems.join(' ')]));
  const [first] = bad;
  const names = bad.length === 1 ? `Row ${first?.row} has` : `${bad.length} rows have`;
  throw new HttpError(
    400,
    `Nothing was imported: ${names} a problem. Row ${first?.row}: ${first?.problems.join(' ')}`,
    errors,
  );
}

/** Bulk issue from a CSV (admins): a preview that stores nothing, then the import itself. */
export async function certificateImportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const publicUrl = app.config.PUBLIC_URL;

  api.post(
    '/import/preview',
    {
      config: { access: 'admin', audit: false },
      schema: { response: { 200: envelope(importPreviewSchema) } },
    },
    async (request) => {
      const { records, pdfProblems } = await readImportForm(request);
      const rows = csvRows(records, pdfProblems, templateProblem(await getSiteSettings(db)));
      const rowsWithProblems = rows.filter((row) => row.problems.length > 0).length;
      return { success: true, data: { rows, rowsWithProblems } };
    },
  );

  api.post(
    '/import',
    {
      config: { access: 'admin', audit: { action: 'imported' } },
      schema: { response: { 201: envelope(importResultSchema) } },
    },
    async (request, reply) => {
      const { records, pdfs, pdfProblems } = await readImportForm(request);
      const rows = csvRows(records, pdfProblems, templateProblem(await getSiteSettings(db)));
      refuseProblems(rows);
      const numbers = await issueBatch(
        { db, storage, publicUrl, actor: request.user as User },
        rows,
        pdfs,
        app.notifications,
      );
      const count = numbers.length;
      noteAudit(request, {
        summary:
          count === 1
            ? `1 certificate: ${numbers[0]}`
            : `${count} certificates: ${numbers[0]} to ${numbers.at(-1)}`,
      });
      return reply.code(201).send({
        success: true,
        message: `Issued ${count} certificate${count === 1 ? '' : 's'}.`,
        data: { count, numbers },
      });
    },
  );
}
