import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { devanagariShaper, type DevanagariShaper } from './devanagari-shaper';

/** A month's attendance register as printed: students by classes, a letter a mark. */
export interface RegisterContent {
  institute: string;
  courseTitle: string;
  /** "July 2026". */
  month: string;
  /** Each class's column heading: the day of the month and the time. */
  columns: { day: string; time: string }[];
  rows: { name: string; letters: string[]; percent: string }[];
}

const LANDSCAPE_A4: [number, number] = [842, 595];
const MARGIN = 36;
const NAME_WIDTH = 150;
const PERCENT_WIDTH = 40;
const ROW = 14;
const ink = rgb(0.09, 0.11, 0.16);
const muted = rgb(0.35, 0.39, 0.45);
const rule = rgb(0.85, 0.87, 0.9);
const DEVANAGARI = /([\u0900-\u097F]+(?:[\s\u200C\u200D]+[\u0900-\u097F]+)*)/;

/** The built-in fonts print Windows-1252 only; anything else becomes "?" rather than failing. */
export const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/**
 * Text that may hold Hindi: its Devanagari runs drawn as outlines shaped by HarfBuzz (as the
 * invoices draw theirs, decision 047), the rest in Helvetica, cut short to `width` points.
 */
export function drawMixed(
  page: PDFPage,
  font: PDFFont,
  shape: DevanagariShaper,
  text: string,
  at: { x: number; y: number; size: number; width: number },
) {
  let x = at.x;
  for (const [index, part] of text.split(DEVANAGARI).entries()) {
    if (!part) continue;
    if (index % 2 === 1) {
      const shaped = shape(part);
      const scale = at.size * shaped.unit;
      if (x + shaped.width * scale > at.x + at.width) return;
      page.drawSvgPath(shaped.path, { x, y: at.y, scale, color: ink });
      x += shaped.width * scale;
    } else {
      let safe = printable(part);
      while (safe && x + font.widthOfTextAtSize(safe, at.size) > at.x + at.width)
        safe = safe.slice(0, -1);
      page.drawText(safe, { x, y: at.y, size: at.size, font, color: ink });
      x += font.widthOfTextAtSize(safe, at.size);
    }
  }
}

/** The register on landscape A4 pages, the headings repeated on each. */
export async function registerPdf(content: RegisterContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // One font: embedding a standard font reads its metrics afresh, some 15 ms a font.
  const [regular, shape] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    devanagariShaper(),
  ]);
  document.setTitle(`Attendance register: ${content.courseTitle}, ${content.month}`);
  const [pageWidth, pageHeight] = LANDSCAPE_A4;
  const gridWidth = pageWidth - 2 * MARGIN - NAME_WIDTH - PERCENT_WIDTH;
  const column = gridWidth / Math.max(content.columns.length, 1);
  const rowsPerPage = Math.floor((pageHeight - 2 * MARGIN - 70) / ROW);

  for (let start = 0; start === 0 || start < content.rows.length; start += rowsPerPage) {
    const page = document.addPage(LANDSCAPE_A4);
    let y = pageHeight - MARGIN - 12;
    const text = (value: string, x: number, size = 8, color = ink) =>
      page.drawText(printable(value), { x, y, size, font: regular, color });
    const centred = (value: string, x: number, size = 8) =>
      text(value, x + (column - regular.widthOfTextAtSize(printable(value), size)) / 2, size);

    text('Attendance register', MARGIN, 14);
    const hindi = shape('उपस्थिति रजिस्टर');
    page.drawSvgPath(hindi.path, {
      x: MARGIN + regular.widthOfTextAtSize('Attendance register', 14) + 8,
      y,
      scale: 11 * hindi.unit,
      color: muted,
    });
    y -= 16;
    drawMixed(page, regular, shape, `${content.institute}: ${content.courseTitle}`, {
      x: MARGIN,
      y,
      size: 10,
      width: pageWidth - 2 * MARGIN - 120,
    });
    text(content.month, pageWidth - MARGIN - regular.widthOfTextAtSize(content.month, 10), 10);
    y -= 12;
    text('P present, A absent, L late, E excused', MARGIN, 7, muted);
    y -= 20;

    text('Student', MARGIN, 8);
    content.columns.forEach((c, i) => centred(c.day, MARGIN + NAME_WIDTH + i * column));
    text('%', MARGIN + NAME_WIDTH + gridWidth + 8);
    y -= 9;
    content.columns.forEach((c, i) => centred(c.time, MARGIN + NAME_WIDTH + i * column, 5));
    y -= 5;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: pageWidth - MARGIN, y },
      thickness: 0.8,
      color: rule,
    });

    // Each column's marks are one text of a line a student (a drawText a cell made a 60 x 26
    // register several times slower to write).
    const rows = content.rows.slice(start, start + rowsPerPage);
    const first = y - ROW + 3;
    const lines = (texts: string[], x: number) =>
      page.drawText(texts.map(printable).join('\n'), {
        x,
        y: first,
        size: 8,
        font: regular,
        lineHeight: ROW,
        color: ink,
      });
    const letterWidth = regular.widthOfTextAtSize('P', 8);
    content.columns.forEach((_, i) =>
      lines(
        rows.map((row) => row.letters[i] ?? ''),
        MARGIN + NAME_WIDTH + i * column + (column - letterWidth) / 2,
      ),
    );
    lines(
      rows.map((row) => row.percent),
      MARGIN + NAME_WIDTH + gridWidth + 8,
    );
    for (const row of rows) {
      y -= ROW;
      drawMixed(page, regular, shape, row.name, {
        x: MARGIN,
        y: y + 3,
        size: 8,
        width: NAME_WIDTH - 6,
      });
      page.drawLine({
        start: { x: MARGIN, y: y - 1 },
        end: { x: pageWidth - MARGIN, y: y - 1 },
        thickness: 0.4,
        color: rule,
      });
    }
  }
  return document.save();
}
