import { z } from 'zod';

/** Most rows one CSV may hold, and most PDFs that may come with it. */
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_PDFS = 200;
/** Most bytes one CSV may hold: 1,000 rows of the longest names and courses in Hindi fit. */
export const IMPORT_MAX_CSV_BYTES = 2 * 1024 * 1024;

export const importMessages = {
  csvRequired: 'Choose a CSV file.',
  noRows: 'The CSV has no rows.',
  tooManyRows: `At most ${IMPORT_MAX_ROWS} rows can be imported at once.`,
  csvTooLarge: `The CSV is too large: at most ${IMPORT_MAX_CSV_BYTES / 1024 / 1024} MB.`,
  columns: 'The CSV needs the columns name, date of birth, course and issue date.',
  issueDate: 'Issue date is required',
  issueDateFormat: 'Enter the issue date as YYYY-MM-DD or DD/MM/YYYY.',
  issueDateFuture: 'The issue date cannot be in the future.',
  grade: 'At most 20 characters.',
  notPrintable:
    'Only Latin letters can be printed on a generated certificate; upload this row’s own PDF.',
  settingsNotPrintable:
    'The institute’s name or the signatory in Settings is not in Latin letters, which are the only ones a generated certificate can print; change them in Settings, or upload this row’s own PDF.',
} as const;

/** One row of an import as the server read it, with everything wrong with it. */
export const importRowSchema = z.object({
  /** The row's line in the spreadsheet: the header is row 1. */
  row: z.number(),
  name: z.string(),
  DOB: z.string(),
  course: z.string(),
  issueDate: z.string(),
  grade: z.string().nullable(),
  /** The PDF uploaded for this row, by file name; null when the site generates it. */
  file: z.string().nullable(),
  /** The student's contact, where the verification link is sent; null when none. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  problems: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** POST /certificate/import/preview: every row and its problems; nothing is stored. */
export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  /** How many rows have a problem; the import goes ahead only when none has. */
  rowsWithProblems: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /certificate/import: how many certificates were issued, and their numbers. */
export const importResultSchema = z.object({
  count: z.number(),
  numbers: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
