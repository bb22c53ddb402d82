import {
  PDFDocument,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { qrPng } from './certificate-stamp';
import { devanagariShaper, type DevanagariShaper } from './devanagari-shaper';
import { drawMixed, mixedWidth, printable } from './mixed-text';

/** What one card prints (decision 073). */
export interface IdCardContent {
  /** The card's number: ADM-2026-0001/1. */
  number: string;
  name: string;
  admissionNumber: string;
  course: string;
  batch: string;
  /** dd/mm/yyyy. */
  validUntil: string;
  /** JPEG, 4:5. */
  photo: Uint8Array;
  /** The check page's full address, which the QR code holds. */
  checkUrl: string;
}

/** The institute's details on the back of every card. */
export interface IdCardInstitute {
  name: string;
  address: string;
  addressHi: string | null;
  /** Ten digits. */
  phone: string;
  email: string;
}

const MM = 72 / 25.4;
/** ISO/IEC 7810 ID-1 (CR80), landscape: 85.6 x 54 mm. */
export const CR80: [number, number] = [85.6 * MM, 54 * MM];
export const A4: [number, number] = [210 * MM, 297 * MM];
/** Cards on an A4 sheet: two across, five down, edge to edge so one cut parts two cards. */
const COLUMNS = 2;
const ROWS = 5;
export const CARDS_PER_SHEET = COLUMNS * ROWS;

const ink = rgb(0.09, 0.11, 0.16);
const muted = rgb(0.35, 0.39, 0.45);
const brand = rgb(0.11, 0.3, 0.73);
const white = rgb(1, 1, 1);

/** The Hindi under each English label (decision 073: bilingual labels, as the receipts print). */
const labels = {
  title: ['STUDENT ID CARD', 'छात्र पहचान पत्र'],
  name: ['Name', 'नाम'],
  admission: ['Admission no.', 'प्रवेश संख्या'],
  course: ['Course', 'कोर्स'],
  batch: ['Batch', 'बैच'],
  validUntil: ['Valid until', 'वैध तिथि'],
  scan: ['Scan to check this card', 'इस कार्ड की जाँच के लिए स्कैन करें'],
} as const;

const backNote =
  'This card is the property of the institute and is not transferable. If found, please return it to the address above.';
const backNoteHi = 'यह कार्ड संस्थान की संपत्ति है। मिलने पर ऊपर के पते पर लौटा दें।';

interface Tools {
  regular: PDFFont;
  bold: PDFFont;
  shape: DevanagariShaper;
}

/** Hindi words as shaped outlines, in muted ink. */
function hindi(
  page: PDFPage,
  tools: Tools,
  text: string,
  at: { x: number; y: number; size: number },
) {
  const shaped = tools.shape(text);
  page.drawSvgPath(shaped.path, { x: at.x, y: at.y, scale: at.size * shaped.unit, color: muted });
}

/** Lines of `text` no wider than `width` at `size`, split between words. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The front: a band with the institute's name, the photo, and the holder's facts. */
function drawFront(
  page: PDFPage,
  tools: Tools,
  card: IdCardContent & { photoImage: PDFImage },
  institute: IdCardInstitute,
  x: number,
  y: number,
) {
  const [width, height] = CR80;
  const { regular, bold, shape } = tools;
  const band = 30;
  page.drawRectangle({ x, y: y + height - band, width, height: band, color: brand });
  drawMixed(page, bold, shape, institute.name, {
    x: x + 8,
    y: y + height - 13,
    size: 9,
    width: width - 16,
    color: white,
  });
  page.drawText(labels.title[0], {
    x: x + 8,
    y: y + height - 25,
    size: 6,
    font: regular,
    color: white,
  });
  const shapedTitle = shape(labels.title[1]);
  page.drawSvgPath(shapedTitle.path, {
    x: x + 12 + regular.widthOfTextAtSize(labels.title[0], 6),
    y: y + height - 24.5,
    scale: 6.5 * shapedTitle.unit,
    color: white,
  });

  const photo = { width: 56, height: 70 };
  page.drawImage(card.photoImage, {
    x: x + 8,
    y: y + height - band - 8 - photo.height,
    ...photo,
  });

  const left = x + 8 + photo.width + 10;
  const valueWidth = x + width - 8 - left;
  let row = y + height - band - 12;
  const fact = ([english, hindiLabel]: readonly [string, string], value: string, big = false) => {
    page.drawText(english, { x: left, y: row, size: 5, font: regular, color: muted });
    hindi(page, tools, hindiLabel, {
      x: left + regular.widthOfTextAtSize(english, 5) + 3,
      y: row,
      size: 5.5,
    });
    row -= big ? 9.5 : 8.5;
    drawMixed(page, big ? bold : regular, shape, value, {
      x: left,
      y: row,
      size: big ? 8.5 : 7,
      width: valueWidth,
    });
    row -= 8;
  };
  fact(labels.name, card.name, true);
  fact(labels.admission, card.admissionNumber);
  fact(labels.course, card.course);
  fact(labels.batch, card.batch);
  fact(labels.validUntil, card.validUntil);
  page.drawText(printable(card.number), {
    x: x + 8,
    y: y + 7,
    size: 5.5,
    font: regular,
    color: muted,
  });
}

/** The back: the institute's details, the QR code of the check page, and what the card is. */
function drawBack(
  page: PDFPage,
  tools: Tools,
  card: IdCardContent & { qrImage: PDFImage },
  institute: IdCardInstitute,
  x: number,
  y: number,
) {
  const [width, height] = CR80;
  const { regular, bold, shape } = tools;
  const qr = 64;
  const textWidth = width - 16 - qr - 8;
  let row = y + height - 16;
  drawMixed(page, bold, shape, institute.name, { x: x + 8, y: row, size: 8, width: textWidth });
  row -= 10;
  for (const line of wrap(regular, institute.address, 6, textWidth).slice(0, 3)) {
    page.drawText(line, { x: x + 8, y: row, size: 6, font: regular, color: ink });
    row -= 7.5;
  }
  if (institute.addressHi) {
    drawMixed(page, regular, shape, institute.addressHi, {
      x: x + 8,
      y: row,
      size: 6,
      width: textWidth,
    });
    row -= 8;
  }
  for (const line of [`Phone: +91 ${institute.phone}`, institute.email]) {
    page.drawText(printable(line), { x: x + 8, y: row, size: 6, font: regular, color: ink });
    row -= 7.5;
  }

  const qrX = x + width - 8 - qr;
  const qrY = y + height - 10 - qr;
  page.drawImage(card.qrImage, { x: qrX, y: qrY, width: qr, height: qr });
  const [scan, scanHi] = labels.scan;
  const scanWidth = regular.widthOfTextAtSize(scan, 4.5);
  page.drawText(scan, {
    x: qrX + (qr - scanWidth) / 2,
    y: qrY - 6,
    size: 4.5,
    font: regular,
    color: muted,
  });
  const scanHiWidth = mixedWidth(regular, shape, scanHi, 4.5);
  hindi(page, tools, scanHi, { x: qrX + (qr - scanHiWidth) / 2, y: qrY - 12, size: 4.5 });

  let note = y + 24;
  for (const line of wrap(regular, backNote, 5, width - 16)) {
    page.drawText(line, { x: x + 8, y: note, size: 5, font: regular, color: muted });
    note -= 6;
  }
  hindi(page, tools, backNoteHi, { x: x + 8, y: note, size: 5.5 });
  const numberWidth = regular.widthOfTextAtSize(printable(card.number), 5);
  page.drawText(printable(card.number), {
    x: x + width - 8 - numberWidth,
    y: y + 4,
    size: 5,
    font: regular,
    color: muted,
  });
}

async function startDocument(title: string) {
  const document = await PDFDocument.create();
  const [regular, bold, shape] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
    devanagariShaper(),
  ]);
  document.setTitle(title);
  return { document, tools: { regular, bold, shape } };
}

async function withImages(document: PDFDocument, card: IdCardContent) {
  const [photoImage, qrImage] = await Promise.all([
    document.embedJpg(card.photo),
    qrPng(card.checkUrl).then((png) => document.embedPng(png)),
  ]);
  return { ...card, photoImage, qrImage };
}

/** One card on two CR80 pages: the front, then the back. */
export async function idCardPdf(
  institute: IdCardInstitute,
  card: IdCardContent,
): Promise<Uint8Array> {
  const { document, tools } = await startDocument(`ID card ${card.number}`);
  const drawn = await withImages(document, card);
  drawFront(document.addPage(CR80), tools, drawn, institute, 0, 0);
  drawBack(document.addPage(CR80), tools, drawn, institute, 0, 0);
  return document.save();
}

/** Short lines in the margin where each cut runs, clear of the cards. */
function cutMarks(page: PDFPage, left: number, bottom: number) {
  const [width, height] = CR80;
  const [pageWidth, pageHeight] = A4;
  const top = bottom + ROWS * height;
  const right = left + COLUMNS * width;
  const mark = (start: { x: number; y: number }, end: { x: number; y: number }) =>
    page.drawLine({ start, end, thickness: 0.4, color: ink });
  for (let column = 0; column <= COLUMNS; column += 1) {
    const x = left + column * width;
    mark({ x, y: top + 3 }, { x, y: Math.min(top + 18, pageHeight - 4) });
    mark({ x, y: bottom - 3 }, { x, y: Math.max(bottom - 18, 4) });
  }
  for (let row = 0; row <= ROWS; row += 1) {
    const y = bottom + row * height;
    mark({ x: left - 3, y }, { x: Math.max(left - 18, 4), y });
    mark({ x: right + 3, y }, { x: Math.min(right + 18, pageWidth - 4), y });
  }
}

/**
 * Cards on A4 sheets, ten a sheet, with cut marks: each sheet's fronts, then its backs on the next
 * page, mirrored left to right so that, printed on both sides (flipped on the long edge), each back
 * falls behind its own front.
 */
export async function idCardSheetPdf(
  institute: IdCardInstitute,
  title: string,
  cards: IdCardContent[],
): Promise<Uint8Array> {
  const { document, tools } = await startDocument(title);
  const [width, height] = CR80;
  const left = (A4[0] - COLUMNS * width) / 2;
  const bottom = (A4[1] - ROWS * height) / 2;
  for (let start = 0; start < cards.length; start += CARDS_PER_SHEET) {
    const sheet = await Promise.all(
      cards.slice(start, start + CARDS_PER_SHEET).map((card) => withImages(document, card)),
    );
    const fronts = document.addPage(A4);
    const backs = document.addPage(A4);
    sheet.forEach((card, index) => {
      const column = index % COLUMNS;
      const y = bottom + (ROWS - 1 - Math.floor(index / COLUMNS)) * height;
      drawFront(fronts, tools, card, institute, left + column * width, y);
      drawBack(backs, tools, card, institute, left + (COLUMNS - 1 - column) * width, y);
    });
    cutMarks(fronts, left, bottom);
    cutMarks(backs, left, bottom);
  }
  return document.save();
}
