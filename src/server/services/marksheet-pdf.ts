import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { MarksheetContent } from '#common/schemas/marksheets';
import { qrPng } from './certificate-stamp';
import { devanagariShaper } from './devanagari-shaper';
import { drawMixed, printable } from './mixed-text';

const A4: [number, number] = [595, 842];
const MARGIN = 48;
const ink = rgb(0.09, 0.11, 0.16);
const muted = rgb(0.35, 0.39, 0.45);
const rule = rgb(0.85, 0.87, 0.9);

/** 2026-07-06… -> 06/07/2026, as the institute's documents write dates. */
const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const marks = (value: number) => value.toFixed(2).replace(/\.00$/, '');

/**
 * A marksheet on one A4 page (decision 069): the institute, the student and course (Hindi names
 * shaped as the register's are), each test's marks, the total, percent and grade, attendance,
 * and the number with the QR code of its verification page. Dated the day it was issued, so
 * the same marksheet always makes the same bytes.
 */
export async function marksheetPdf(
  content: MarksheetContent,
  mark: { number: string; issuedOn: string; verifyUrl: string },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const [regular, bold, shape, qr] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
    devanagariShaper(),
    qrPng(mark.verifyUrl).then((png) => document.embedPng(png)),
  ]);
  const issued = new Date(`${mark.issuedOn}T00:00:00+05:30`);
  document.setTitle(`Marksheet ${mark.number}`);
  document.setCreationDate(issued);
  document.setModificationDate(issued);
  document.setProducer('marksheet');
  document.setCreator('marksheet');
  const page = document.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN - 16;
  const text = (value: string, x: number, size = 10, font = regular, color = ink) =>
    page.drawText(printable(value), { x, y, size, font, color });
  const right = (value: string, x: number, size = 10, font = regular) =>
    text(value, x - font.widthOfTextAtSize(printable(value), size), size, font);
  const mixed = (value: string, x: number, size: number, room: number) =>
    drawMixed(page, regular, shape, value, { x, y, size, width: room });

  mixed(content.institute, MARGIN, 18, width);
  y -= 26;
  text('MARKSHEET', MARGIN, 14, bold);
  right(`No. ${mark.number}`, MARGIN + width, 10, bold);
  y -= 30;
  text('Student', MARGIN, 9, regular, muted);
  mixed(content.student, MARGIN + 90, 12, width - 90);
  y -= 18;
  text('Course', MARGIN, 9, regular, muted);
  mixed(content.course, MARGIN + 90, 12, width - 90);
  y -= 18;
  text('Issued on', MARGIN, 9, regular, muted);
  text(day(mark.issuedOn), MARGIN + 90, 11);
  y -= 30;

  const columns = { test: MARGIN, date: MARGIN + 250, marks: MARGIN + 390, max: MARGIN + 440 };
  const line = () =>
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: MARGIN + width, y: y - 5 },
      thickness: 0.6,
      color: rule,
    });
  text('Test', columns.test, 9, bold);
  text('Date', columns.date, 9, bold);
  right('Marks', columns.marks, 9, bold);
  right('Out of', columns.max, 9, bold);
  text('Result', MARGIN + width - 40, 9, bold);
  line();
  for (const test of content.tests) {
    y -= 18;
    mixed(test.title, columns.test, 10, 240);
    text(day(test.date), columns.date, 10);
    right(marks(test.marks), columns.marks);
    right(marks(test.maxMarks), columns.max);
    text(test.passed ? 'Pass' : 'Fail', MARGIN + width - 40);
    line();
  }
  y -= 22;
  text('Total', columns.test, 11, bold);
  right(marks(content.total), columns.marks, 11, bold);
  right(marks(content.maxTotal), columns.max, 11, bold);
  y -= 26;
  text(`Percentage: ${content.percent}%`, MARGIN, 11);
  text(`Grade: ${content.grade ?? '-'}`, MARGIN + 180, 11, bold);
  text(
    `Attendance: ${content.attendance === null ? '-' : `${content.attendance}%`}`,
    MARGIN + 300,
    11,
  );

  const side = 96;
  page.drawImage(qr, { x: MARGIN + width - side, y: MARGIN + 14, width: side, height: side });
  y = MARGIN + 2;
  right(mark.number, MARGIN + width, 8);
  y = MARGIN + 60;
  text('Scan the code or open the address to check this marksheet:', MARGIN, 8, regular, muted);
  y -= 12;
  text(mark.verifyUrl, MARGIN, 8, regular, muted);
  return document.save();
}
