import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { markPage, type Area, type CertificateMark } from './certificate-stamp';

export interface CertificateContent extends CertificateMark {
  name: string;
  course: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  grade: string | null;
  institute: string;
  signatory: { name: string; title: string };
}

const A4_LANDSCAPE: [number, number] = [842, 595];
const brand = rgb(0.11, 0.3, 0.73);
const ink = rgb(0.09, 0.11, 0.16);
const muted = rgb(0.35, 0.39, 0.45);
const accent = rgb(0.98, 0.75, 0.14);

const issued = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function centred(page: PDFPage, text: string, y: number, size: number, font: PDFFont, color = ink) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** The "V_" mark of the site's logo: a rounded square, a V and an underscore. */
function drawLogo(page: PDFPage, x: number, y: number, size: number) {
  const scale = size / 48;
  const top = y + size;
  page.drawSvgPath(
    'M12 0H36A12 12 0 0 1 48 12V36A12 12 0 0 1 36 48H12A12 12 0 0 1 0 36V12A12 12 0 0 1 12 0Z',
    {
      x,
      y: top,
      scale,
      color: brand,
    },
  );
  page.drawSvgPath('M13 13.5 23 34l10-20.5', {
    x,
    y: top,
    scale,
    borderColor: rgb(1, 1, 1),
    borderWidth: 5.5,
    borderLineCap: 1,
  });
  page.drawRectangle({
    x: x + 29.5 * scale,
    y: top - 35 * scale,
    width: 9 * scale,
    height: 4 * scale,
    color: accent,
  });
}

/** How far the template's two frames stand in from the page's edges, in points. */
const OUTER_FRAME_INSET = 18;
const INNER_FRAME_INSET = 28;
/** The mark's distance inside the inner frame. */
const MARK_GAP = 12;

const frame = (inset: number): Area => ({
  x: inset,
  y: inset,
  width: A4_LANDSCAPE[0] - inset * 2,
  height: A4_LANDSCAPE[1] - inset * 2,
});

/** Where the number and QR code go on the template: inside its inner frame. */
export const templateInnerFrame = frame(INNER_FRAME_INSET);
const templateMarkArea = frame(INNER_FRAME_INSET + MARK_GAP);

/**
 * A certificate of completion from the built-in template, A4 landscape: the institute's logo and
 * name, the student, the course, the grade when there is one, the issue date, the signatory, and
 * the number with the QR code of its verification address. Runs in the PDF worker
 * (services/pdf-jobs).
 */
export async function generateCertificate(content: CertificateContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Certificate ${content.number}`);
  document.setKeywords([content.number]);
  const page = document.addPage(A4_LANDSCAPE);
  const [width, height] = A4_LANDSCAPE;
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const serif = await document.embedFont(StandardFonts.TimesRomanBold);

  page.drawRectangle({ ...frame(OUTER_FRAME_INSET), borderColor: brand, borderWidth: 3 });
  page.drawRectangle({ ...frame(INNER_FRAME_INSET), borderColor: accent, borderWidth: 1 });
  drawLogo(page, width / 2 - 24, height - 112, 48);
  centred(page, content.institute, height - 140, 20, bold, brand);
  centred(page, 'CERTIFICATE OF COMPLETION', height - 190, 30, serif);
  centred(page, 'This is to certify that', height - 235, 14, regular, muted);
  centred(page, content.name, height - 280, 28, bold);
  centred(page, 'has successfully completed the course', height - 320, 14, regular, muted);
  centred(page, content.course, height - 355, 20, bold, brand);
  if (content.grade) centred(page, `with grade ${content.grade}`, height - 385, 14, regular, muted);

  const dateText = `Issued on ${issued.format(new Date(`${content.issueDate}T00:00:00Z`))}`;
  page.drawText(dateText, { x: 80, y: 96, size: 12, font: regular, color: ink });
  page.drawLine({ start: { x: 80, y: 150 }, end: { x: 280, y: 150 }, thickness: 1, color: muted });
  page.drawText(content.signatory.name, { x: 80, y: 132, size: 13, font: bold, color: ink });
  page.drawText(content.signatory.title, { x: 80, y: 116, size: 11, font: regular, color: muted });

  await markPage(document, page, content, templateMarkArea);
  return document.save();
}
