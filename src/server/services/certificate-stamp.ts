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

/**
 * Draws the number and the QR code of the verification address in the page's bottom-right
 * corner, on a white box so they read on any background. Sized to the page: a postcard gets a
 * small mark, an A4 sheet about 2.8 cm.
 */
export async function markPage(document: PDFDocument, page: PDFPage, mark: CertificateMark) {
  const box = page.getCropBox();
  const side = Math.min(80, Math.max(44, Math.min(box.width, box.height) * 0.14));
  const textSize = side / 9;
  const font = await document.embedFont(StandardFonts.Helvetica);
  const qr = await document.embedPng(await qrPng(mark.verifyUrl));
  const textWidth = font.widthOfTextAtSize(mark.number, textSize);
  const pad = side * 0.08;
  const width = Math.max(side, textWidth) + pad * 2;
  const height = side + textSize * 1.6 + pad * 2;
  const x = box.x + box.width - width - side * 0.15;
  const y = box.y + side * 0.15;
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
