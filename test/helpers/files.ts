import { IMAGE_WIDTHS } from '#common/images';
import sharp from 'sharp';

/** Files stored for one uploaded picture: its WebP widths and its link-preview card. */
export const FILES_PER_PICTURE = IMAGE_WIDTHS.length + 1;

export const pngImage = (width = 800, height = 450, background = '#2255aa') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A small but well-formed PDF. */
export const pdfFile = (text = 'Syllabus') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n% ${text}\n%%EOF\n`,
  );
