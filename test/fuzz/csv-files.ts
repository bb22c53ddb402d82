import fc from 'fast-check';
import { notOneLine } from './arbitraries';

const COLUMNS = ['Name', 'Date of Birth', 'Course', 'Issue Date', 'Grade', 'File'];

/** Rows the import takes, in COLUMNS' order (the PDF of the last comes with some files). */
const GOOD_ROWS = [
  ['Kiran Rao', '17/05/2004', 'Python Programming', '2025-03-01', 'A', ''],
  ['neha  singh', '2003-11-02', 'Web Design', '01/03/2025', '', ''],
  ['Arjun Das', '2002-01-30', 'Data Science', '2024-12-20', 'B+', 'kiran.pdf'],
];

/** What a cell of a certificate import may hold: good values, hostile text, anything. */
const cell = fc.oneof(
  fc.constantFrom(
    'Kiran Rao',
    'neha  singh',
    '17/05/2004',
    '2004-05-17',
    '2025-03-01',
    'Python Programming',
    'A',
    'B+',
    'kiran.pdf',
    '',
  ),
  notOneLine,
  fc.constantFrom(
    'Rao\u0000',
    'a;=1+1',
    '＝1+1',
    '=HYPERLINK("http://x.example")',
    'say "hi"',
    '\ufeffName',
    'राम',
    '2999-01-01',
    '31/02/2020',
    'x'.repeat(300),
  ),
  fc.string({ maxLength: 30 }),
);

/** A good row as it is, or with a cell or two changed. */
const goodRow = fc
  .tuple(
    fc.constantFrom(...GOOD_ROWS),
    fc.oneof(
      { weight: 2, arbitrary: fc.constant({}) },
      fc.dictionary(fc.nat(5).map(String), cell, { maxKeys: 2 }),
    ),
  )
  .map(([row, changes]: [string[], Record<string, string>]) =>
    row.map((text, i) => changes[i] ?? text),
  );

/** A cell as a spreadsheet writes it (quoted when it must be), or left bare whatever it holds. */
const written = (text: string, quote: boolean) =>
  quote || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

/**
 * A CSV file for the certificate import: the expected columns (in any order, some missing, or
 * others), up to four rows (good ones with a cell or two changed, or any cells), any line
 * ending, a byte-order mark or not, perhaps a broken end; or bytes that are no CSV at all. Few
 * rows: each good one makes a PDF.
 */
export const csvFile: fc.Arbitrary<Buffer> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        header: fc.oneof(
          { weight: 4, arbitrary: fc.constant(COLUMNS) },
          fc.shuffledSubarray(COLUMNS),
          fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }),
        ),
        rows: fc.array(
          fc.oneof({ weight: 3, arbitrary: goodRow }, fc.array(cell, { maxLength: 7 })),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        quoteAll: fc.boolean(),
        bare: fc.boolean(),
        lineEnd: fc.constantFrom('\n', '\r\n', '\r'),
        bom: fc.boolean(),
        tail: fc.oneof(
          { weight: 4, arbitrary: fc.constant('') },
          fc.constantFrom('"unclosed', ',,,,,', '\u0000'),
        ),
      })
      .map(({ header, rows, quoteAll, bare, lineEnd, bom, tail }) => {
        const line = (cells: string[]) =>
          cells.map((text) => (bare ? text : written(text, quoteAll))).join(',');
        const text = [line(header), ...rows.map(line)].join(lineEnd) + tail;
        return Buffer.from(`${bom ? '\ufeff' : ''}${text}`);
      }),
  },
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);
