import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_PDFS, importMessages } from '#common/schemas/certificate-import';
import { HttpError } from '#server/plugins/errors';
import { readCsvRecords } from './csv-rows';
import { requireReadablePdf } from './pdf-intake';
import { DOCUMENT_LIMIT, readMultipart, requireFileType } from '#server/plugins/uploads';

export interface ImportForm {
  /** The CSV's records, read as it arrived. */
  records: Record<string, string>[];
  /** The PDFs sent with the CSV, by file name. */
  pdfs: Map<string, Buffer>;
  /** Each PDF's problem (null when there is none), by file name, for the rows naming it. */
  pdfProblems: Map<string, string | null>;
}

/**
 * Reads an import: the CSV as `csv` (parsed as it arrives), and any number of PDFs as `pdfs`
 * (each checked to be a PDF by its bytes and readable; a file that is not is reported on the rows
 * that name it).
 */
export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  let records: Record<string, string>[] | undefined;
  const { fileLists } = await readMultipart(request, DOCUMENT_LIMIT, {
    files: IMPORT_MAX_PDFS + 1,
    parts: IMPORT_MAX_PDFS + 10,
    streamed: { csv: async (file) => void (records = await readCsvRecords(file)) },
  });
  if (!records)
    throw new HttpError(400, importMessages.csvRequired, { csv: importMessages.csvRequired });
  const pdfs = new Map<string, Buffer>();
  const pdfProblems = new Map<string, string | null>();
  for (const file of fileLists.pdfs ?? []) {
    const problem = await requireFileType(file, 'pdf')
      .then(() => requireReadablePdf(file))
      .then(
        () => null,
        (error: unknown) => `${file.filename}: ${(error as Error).message}`,
      );
    pdfProblems.set(file.filename, problem);
    if (!problem) pdfs.set(file.filename, file.data);
  }
  return { records, pdfs, pdfProblems };
}
