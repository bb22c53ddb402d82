import { rgb, StandardFonts, type PDFDocument, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { loadWithinBound } from './pdf-unpack-bound';

export interface CertificateMark {
  /** VCI-2025-000123. */
  number: string;
  /** The verification page's full address, which the QR code holds. */
  verifyUrl: string;
}

/** The QR code of `url` as a PNG, black on white with a quiet zone of one module. */
export const qrPng = (url: string): Promise<Buffer> =>
  QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 6 });

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The margin a mark keeps from the edges of a page whose artwork is not known: 6% of its short side. */
const UNKNOWN_ARTWORK_MARGIN = 0.06;

/** The part of a page a mark may use when nothing is known of its artwork. */
export function pageInterior(page: Area): Area {
  const margin = Math.min(page.width, page.height) * UNKNOWN_ARTWORK_MARGIN;
  return {
    x: page.x + margin,
    y: page.y + margin,
    width: page.width - margin * 2,
    height: page.height - margin * 2,
  };
}

/**
 * Where the mark goes: the bottom-right corner of `area`, the part of the page inside its artwork's
 * border. Sized to the page: a postcard gets a small mark, an A4 sheet about 2.8 cm.
 */
export function markBox(page: Area, area: Area, textWidthAt: (size: number) => number) {
  const side = Math.min(80, Math.max(44, Math.min(page.width, page.height) * 0.14));
  const textSize = side / 9;
  const textWidth = textWidthAt(textSize);
  const pad = side * 0.08;
  const width = Math.max(side, textWidth) + pad * 2;
  const height = side + textSize * 1.6 + pad * 2;
  return {
    x: area.x + area.width - width,
    y: area.y,
    width,
    height,
    side,
    pad,
    textSize,
    textWidth,
  };
}

/**
 * Draws the number and the QR code of the verification address in the bottom-right corner of
 * `area` (by default the page less a margin), on a white box so they read on any background.
 */
export async function markPage(
  document: PDFDocument,
  page: PDFPage,
  mark: CertificateMark,
  area: Area = pageInterior(page.getCropBox()),
) {
  const font = await document.embedFont(StandardFonts.Helvetica);
  const qr = await document.embedPng(await qrPng(mark.verifyUrl));
  const { x, y, width, height, side, pad, textSize, textWidth } = markBox(
    page.getCropBox(),
    area,
    (size) => font.widthOfTextAtSize(mark.number, size),
  );
  page.drawRectangle({ x, y, width, height, color: rgb(1, 1, 1) });
  page.drawImage(qr, {
    x: x + (width - side) / 2,
    y: y + height - pad - side,
    width: side,
    height: side,
  });
  page.drawText(mark.number, {
    x: x + (width - textWidth) / 2,
    y: y + pad,
    size: textSize,
    font,
    color: rgb(0, 0, 0),
  });
}

/**
 * The uploaded PDF with the number and QR code on its first page, or undefined when it cannot be
 * stamped (encrypted, damaged, unusual, or unpacking past the bound): it is then kept as uploaded.
 * Runs in the PDF worker (services/pdf-jobs).
 */
export async function stampCertificate(
  pdf: Uint8Array,
  mark: CertificateMark,
): Promise<Uint8Array | undefined> {
  try {
    const document = await loadWithinBound(pdf);
    const [first] = document.getPages();
    if (!first) return undefined;
    await markPage(document, first, mark);
    document.setKeywords([mark.number]);
    return await document.save();
  } catch {
    return undefined;
  }
}
