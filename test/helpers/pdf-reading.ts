import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import jsQR from 'jsqr';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFObject,
} from 'pdf-lib';
import { PDFDocument as Writer, StandardFonts } from 'pdf-lib';

/** The bytes of a PDF stream, its filters (Flate) undone. */
const streamBytes = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();

async function pageAt(pdf: Buffer, index = 0) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const page = document.getPages()[index];
  if (!page) throw new Error('the PDF has no page');
  return { document, page };
}

/** The text the first page's content streams show (Tj strings, hex or literal). */
export async function firstPageText(pdf: Buffer): Promise<string> {
  const { document, page } = await pageAt(pdf);
  const contents = page.node.Contents();
  const refs: PDFObject[] =
    contents instanceof PDFArray ? contents.asArray() : [contents as PDFObject];
  const parts: string[] = [];
  for (const ref of refs) {
    const stream = document.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const text = Buffer.from(streamBytes(stream)).toString('latin1');
    for (const [, hex] of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      parts.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
    for (const [, literal] of text.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g))
      parts.push(literal ?? '');
  }
  return parts.join('\n');
}

/**
 * The text of a PDF as a reader lays it out, from poppler's `pdftotext -layout` (the
 * poppler-utils package): what a person or an auditor's tool reads off the page.
 */
export function pdfLayoutText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

/** The images a PDF shows, as poppler's `pdfimages -list` reads them: "width x height" each. */
export function pdfImageSizes(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdfimages', ['-list', '-'], (error, stdout) => {
      if (error) return reject(error);
      const rows = stdout
        .split('\n')
        .slice(2)
        .filter((row) => row.trim());
      resolve(rows.map((row) => row.trim().split(/\s+/).slice(3, 5).join('x')));
    });
    child.stdin?.end(pdf);
  });
}

/** Every image of a page (the first by default) as RGBA pixels, read from the PDF's own image streams. */
async function pageImages(pdf: Buffer, index = 0) {
  const { document, page } = await pageAt(pdf, index);
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images: { width: number; height: number; rgba: Uint8ClampedArray }[] = [];
  for (const [, ref] of xObjects?.entries() ?? []) {
    const stream = document.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    if (stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    // A photo (JPEG) holds no QR code.
    if (stream.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode')) continue;
    const width = stream.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
    const height = stream.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
    const gray = stream.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray');
    const pixels = streamBytes(stream);
    const channels = gray ? 1 : 3;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (gray ? 0 : c)] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}

/** What the QR codes among a page's images say (the first page's by default), decoded by jsQR. */
export async function pageQrCodes(pdf: Buffer, index = 0): Promise<string[]> {
  const found: string[] = [];
  for (const image of await pageImages(pdf, index)) {
    const code = jsQR(image.rgba, image.width, image.height);
    if (code) found.push(code.data);
  }
  return found;
}

/** A real one-page PDF made by pdf-lib, with a line of text. */
export async function letterPdf(text = 'Certificate of Completion'): Promise<Buffer> {
  const document = await Writer.create();
  const page = document.addPage([842, 595]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 72, y: 500, size: 24, font });
  return Buffer.from(await document.save());
}

/** A PDF whose trailer names an encryption dictionary: readers need a password, stamping fails. */
export const encryptedPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
      '4 0 obj<</Filter/Standard/V 2/R 3/Length 128/P -4/O(0123456789abcdef0123456789abcdef)/U(0123456789abcdef0123456789abcdef)>>endobj\n' +
      'trailer<</Root 1 0 R/Encrypt 4 0 R/ID[<00112233445566778899aabbccddeeff><00112233445566778899aabbccddeeff>]>>\n%%EOF\n',
  );

/** `bytes` of spaces after `start`, deflated as they are made (1 MB at a time). */
async function deflatedPadding(start: string, bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  deflate.write(start);
  const spaces = Buffer.alloc(1024 * 1024, ' ');
  for (let left = bytes - start.length; left > 0; left -= spaces.length) {
    if (!deflate.write(spaces.subarray(0, Math.min(left, spaces.length))))
      await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

/**
 * A valid one-page PDF whose one object stream (Flate, as PDF writers make them) unpacks to
 * `bytes`: a few hundred KB on disk for hundreds of MB unpacked, about 1,000 to 1.
 */
export async function inflatingPdf(bytes: number): Promise<Buffer> {
  const packed = await deflatedPadding('4 0 <<>>', bytes);
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>',
  ].map((body, i) => Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  const stream = Buffer.concat([
    Buffer.from(
      `5 0 obj\n<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>\nstream\n`,
    ),
    packed,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  const parts = [Buffer.from('%PDF-1.5\n'), ...objects, stream];
  const offsets = parts.slice(1).map((_, i) => Buffer.concat(parts.slice(0, i + 1)).length);
  const xrefAt = Buffer.concat(parts).length;
  const xref =
    `xref\n0 6\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<</Size 6/Root 1 0 R>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}
