import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMPORT_MAX_CSV_BYTES,
  IMPORT_MAX_ROWS,
  importMessages,
  type ImportRow,
} from '#common/schemas/certificate-import';
import { printableOnCertificate } from '#common/certificate-fonts';
import { certificateContactSchema, certificateFieldsSchema } from '#common/schemas/certificates';
import { isCalendarDay } from '#common/schemas/dates';
import { isOneLine, ONE_LINE_MESSAGE } from '#common/text';
import { indiaToday } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';

type Column = 'name' | 'DOB' | 'course' | 'issueDate' | 'grade' | 'file' | 'email' | 'phone';

/** Header spellings a spreadsheet may use, lower case without spaces or punctuation. */
const headers: Record<string, Column> = {
  name: 'name',
  studentname: 'name',
  dob: 'DOB',
  dateofbirth: 'DOB',
  birthdate: 'DOB',
  course: 'course',
  coursename: 'course',
  issuedate: 'issueDate',
  issuedon: 'issueDate',
  dateofissue: 'issueDate',
  grade: 'grade',
  file: 'file',
  pdf: 'file',
  filename: 'file',
  email: 'email',
  emailaddress: 'email',
  phone: 'phone',
  mobile: 'phone',
  mobileno: 'phone',
  mobilenumber: 'phone',
  phonenumber: 'phone',
};
const required: Column[] = ['name', 'DOB', 'course', 'issueDate'];

/** A cell that is not one line, named by its column: a row has several. */
const notOneLine = (column: string) => `${column}: ${ONE_LINE_MESSAGE}`;
const columnNames: Record<string, string> = { name: 'Name', course: 'Course' };

/** 17/05/2004 (as India writes it) or 2004-05-17 -> 2004-05-17; anything else as it was. */
export function isoDay(text: string): string {
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!indian) return text.trim();
  const [, day = '', month = '', year = ''] = indian;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const csvOptions = {
  bom: true,
  columns: (names: string[]) =>
    names.map((name) => headers[name.toLowerCase().replace(/[^a-z]/g, '')] ?? name),
  skip_empty_lines: true,
  relax_column_count: true,
  trim: true,
};

/** The CSV's bytes as they arrive, refused once they pass the import's bound. */
async function* boundedBytes(chunks: AsyncIterable<Buffer>) {
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    if (bytes > IMPORT_MAX_CSV_BYTES) throw new HttpError(413, importMessages.csvTooLarge);
    yield chunk;
  }
}

/**
 * The records of an import CSV, parsed as its bytes arrive: refused at its first row past the
 * import's limit, or once its bytes pass theirs, without reading the rest.
 */
export async function readCsvRecords(csv: Readable): Promise<Record<string, string>[]> {
  const records: Record<string, string>[] = [];
  try {
    await pipeline(csv, boundedBytes, parse(csvOptions), async (rows: AsyncIterable<object>) => {
      for await (const row of rows) {
        records.push(row as Record<string, string>);
        if (records.length > IMPORT_MAX_ROWS) throw new HttpError(400, importMessages.tooManyRows);
      }
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const line = (error as { lines?: number }).lines;
    throw new HttpError(400, `The CSV could not be read${line ? ` (line ${line})` : ''}.`);
  }
  return records;
}

function issueDateProblem(issueDate: string): string | undefined {
  if (!issueDate) return importMessages.issueDate;
  if (!isCalendarDay(issueDate)) return importMessages.issueDateFormat;
  if (issueDate > indiaToday()) return importMessages.issueDateFuture;
  return undefined;
}

/** One row checked by the same rules as Upload Certificate, plus the import's own. */
function checkRow(
  cells: Record<string, string>,
  index: number,
  pdfProblems: Map<string, string | null>,
  templateProblem: string | undefined,
): ImportRow {
  const issueDate = isoDay(cells.issueDate ?? '');
  const grade = cells.grade?.trim() || null;
  const file = cells.file?.trim() || null;
  const problems: string[] = [];
  const fields = certificateFieldsSchema.safeParse({
    name: cells.name ?? '',
    DOB: isoDay(cells.DOB ?? ''),
    course: cells.course ?? '',
  });
  for (const issue of fields.error?.issues ?? []) {
    const column = columnNames[String(issue.path[0])];
    problems.push(
      issue.message === ONE_LINE_MESSAGE && column ? notOneLine(column) : issue.message,
    );
  }
  const contact = certificateContactSchema.safeParse({
    email: cells.email ?? '',
    phone: cells.phone ?? '',
  });
  for (const issue of contact.error?.issues ?? []) problems.push(issue.message);
  const dateProblem = issueDateProblem(issueDate);
  if (dateProblem) problems.push(dateProblem);
  if (grade && grade.length > 20) problems.push(importMessages.grade);
  if (grade && !isOneLine(grade)) problems.push(notOneLine('Grade'));
  if (file) {
    const pdfProblem = pdfProblems.get(file);
    if (pdfProblem === undefined) problems.push(`No PDF named ${file} was uploaded.`);
    else if (pdfProblem) problems.push(pdfProblem);
  } else if (
    // A cell that is not one line has its problem already.
    ![cells.name ?? '', cells.course ?? '', grade ?? ''].every(
      (text) => !isOneLine(text) || printableOnCertificate(text),
    )
  ) {
    problems.push(importMessages.notPrintable);
  } else if (templateProblem) {
    problems.push(templateProblem);
  }
  return {
    row: index + 2,
    name: fields.success ? fields.data.name : (cells.name ?? ''),
    DOB: fields.success ? fields.data.DOB : (cells.DOB ?? ''),
    course: fields.success ? fields.data.course : (cells.course ?? ''),
    issueDate,
    grade,
    file,
    email: (contact.success ? contact.data.email : cells.email?.trim()) || null,
    phone: (contact.success ? contact.data.phone : cells.phone?.trim()) || null,
    problems,
  };
}

/**
 * The rows of an import CSV (its records from readCsvRecords), each with its problems.
 * `pdfProblems` names the PDFs uploaded with it: null for a good one, or why it cannot be used;
 * `templateProblem` is why no certificate can be made from the template, when one cannot. A CSV
 * without rows or lacking a column is refused whole.
 */
export function csvRows(
  records: Record<string, string>[],
  pdfProblems: Map<string, string | null>,
  templateProblem?: string,
): ImportRow[] {
  if (records.length === 0) throw new HttpError(400, importMessages.noRows);
  const present = Object.keys(records[0] ?? {});
  if (!required.every((column) => present.includes(column))) {
    throw new HttpError(400, importMessages.columns);
  }
  return records.map((cells, index) => checkRow(cells, index, pdfProblems, templateProblem));
}
