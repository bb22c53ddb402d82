import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { devanagariShaper } from '#server/services/devanagari-shaper';
import {
  hindiLabels,
  renderInvoicePdf,
  taxableRoundingNote,
  type InvoiceContent,
} from '#server/services/invoice-pdf';
import { firstPageText } from '../helpers/pdf-reading';

const taxInvoice: InvoiceContent = {
  title: 'TAX INVOICE',
  number: 'VCI/2526/000042',
  date: '10/01/2026',
  supplier: { name: 'Vidya Computer Institute', lines: ['Civil Lines', 'State: Uttar Pradesh'] },
  recipient: { name: 'Asha Verma', lines: ['asha@example.com'] },
  facts: [['Place of supply', 'Uttar Pradesh']],
  item: { description: 'Tally Prime', sac: '999293', amount: '4,237.29' },
  totals: [
    ['Taxable value', '4,237.29'],
    ['CGST @ 9%', '381.36'],
    ['SGST @ 9%', '381.35'],
    ['Total', '5,000.00'],
  ],
  account: [],
  inWords: 'Rupees Five Thousand Only',
  reverseCharge: true,
  simulated: false,
  notes: [taxableRoundingNote],
  signatory: { organisation: 'Vidya Computer Institute', name: 'Ravi Kumar Verma', image: null },
};

/** How many filled outlines (the Hindi words) the first page draws. */
async function filledShapes(pdf: Buffer): Promise<number> {
  const document = await PDFDocument.load(pdf);
  const page = document.getPages()[0];
  if (!page) throw new Error('the PDF has no page');
  const contents = page.node.Contents();
  const refs: PDFObject[] =
    contents instanceof PDFArray ? contents.asArray() : [contents as PDFObject];
  let count = 0;
  for (const ref of refs) {
    const stream = document.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    count += operators.match(/^f$/gm)?.length ?? 0;
  }
  return count;
}

describe('invoices and receipts in English and Hindi (decision 047)', () => {
  it('has a font that shapes every Hindi label whole, in letters of its own cut', async () => {
    const shape = await devanagariShaper();
    for (const [english, hindi] of Object.entries(hindiLabels)) {
      expect(hindi, english).toMatch(/^[\u0900-\u097F ]+$/);
      const shaped = shape(hindi);
      expect(shaped.missing, english).toBe(0);
      expect(shaped.width, english).toBeGreaterThan(0);
      // Printed at 8 points, it fits between the margins.
      expect(shaped.width * shaped.unit * 8, english).toBeLessThan(595 - 2 * 48);
    }
  });

  it('prints the English labels as text, each with its Hindi beside it', async () => {
    const pdf = await renderInvoicePdf(taxInvoice);
    const text = await firstPageText(pdf);
    for (const english of ['TAX INVOICE', 'Number', 'Place of supply', 'Billed to', 'Total'])
      expect(text).toContain(english);
    // Title, number, date, place of supply, billed to, description, amount, taxable value,
    // total, amount in words, the reverse charge line, the rounding note and the signatory:
    // thirteen Hindi labels; the tax lines have none.
    expect(await filledShapes(pdf)).toBe(13);
  });
});
