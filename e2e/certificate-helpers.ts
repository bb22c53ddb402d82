import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page certificate PDF, as the institute's designer would send it. */
export async function certificatePdf(text: string) {
  const document = await PDFDocument.create();
  const page = document.addPage([842, 595]);
  page.drawText(text, {
    x: 72,
    y: 500,
    size: 24,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  return {
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await document.save()),
  };
}
