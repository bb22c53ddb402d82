import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { devanagariShaper, type DevanagariShaper } from './devanagari-shaper';

export interface InvoiceParty {
  name: string;
  lines: string[];
}

export interface InvoiceContent {
  title: 'TAX INVOICE' | 'RECEIPT VOUCHER' | 'RECEIPT';
  number: string;
  /** dd/mm/yyyy. */
  date: string;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  /** Label and value pairs under the number (place of supply, payment mode …). */
  facts: [string, string][];
  item: { description: string; sac: string | null; amount: string };
  /** Label and amount pairs: taxable value, each tax, total. */
  totals: [string, string][];
  inWords: string;
  notes: string[];
}

/** The built-in fonts print Windows-1252 only; anything else becomes "?" rather than failing. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/**
 * The Hindi printed beside (or under) each English label and note (decision 047); a label without
 * one (the tax lines, SAC) is printed in English alone.
 */
export const hindiLabels: Record<string, string> = {
  'TAX INVOICE': 'कर बीजक',
  'RECEIPT VOUCHER': 'रसीद वाउचर',
  RECEIPT: 'रसीद',
  Number: 'क्रमांक',
  Date: 'तारीख़',
  'Place of supply': 'आपूर्ति का स्थान',
  'Billed to': 'प्राप्तकर्ता',
  Description: 'विवरण',
  'Amount (INR)': 'राशि',
  'Taxable value': 'कर योग्य मूल्य',
  Total: 'कुल',
  'Amount received': 'प्राप्त राशि',
  'Amount in words': 'राशि शब्दों में',
  'Received in advance towards the course fee; the tax invoice follows when the fee is paid in full.':
    'कोर्स की फ़ीस का अग्रिम भुगतान मिला। पूरी फ़ीस मिलने पर कर बीजक दिया जाएगा।',
  'This is a computer-generated document and needs no signature.':
    'यह कंप्यूटर से बना दस्तावेज़ है। इस पर हस्ताक्षर की ज़रूरत नहीं है।',
};

const A4: [number, number] = [595, 842];
const ink = rgb(0.09, 0.11, 0.16);
const muted = rgb(0.35, 0.39, 0.45);
const brand = rgb(0.11, 0.3, 0.73);
const rule = rgb(0.85, 0.87, 0.9);
const MARGIN = 48;
/** Where the values of the labelled lines start, clear of an English and a Hindi label. */
const VALUE_X = MARGIN + 150;
const HINDI_SIZE = 8;

class Writer {
  y = A4[1] - MARGIN;
  constructor(
    private page: PDFPage,
    private regular: PDFFont,
    private bold: PDFFont,
    private shape: DevanagariShaper,
  ) {}

  /**
   * An English label and its Hindi after it (or before it, when right-aligned at x); the Hindi is
   * `drop` points below the line when given, else on it.
   */
  label(
    english: string,
    x: number,
    options: { bold?: boolean; color?: typeof ink; right?: boolean; size?: number } = {},
  ) {
    this.text(english, x, options);
    const hindi = hindiLabels[english];
    if (!hindi) return;
    const size = options.size ?? 10;
    const width = (options.bold ? this.bold : this.regular).widthOfTextAtSize(english, size);
    this.hindi(hindi, options.right ? x - width - 6 : x + width + 6, { right: options.right });
  }

  /** Hindi words drawn as shaped outlines, muted. */
  hindi(text: string, x: number, options: { right?: boolean; size?: number; drop?: number } = {}) {
    const size = options.size ?? HINDI_SIZE;
    const shaped = this.shape(text);
    const scale = size * shaped.unit;
    this.page.drawSvgPath(shaped.path, {
      x: options.right ? x - shaped.width * scale : x,
      y: this.y - (options.drop ?? 0),
      scale,
      color: muted,
    });
  }

  text(
    text: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: typeof ink; right?: boolean } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const safe = printable(text);
    const left = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: left, y: this.y, size, font, color: options.color ?? ink });
  }

  line() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 1,
      color: rule,
    });
  }

  down(points: number) {
    this.y -= points;
  }
}

/** An invoice or receipt on one A4 page, from what was fixed when it was issued. */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`${content.title} ${content.number}`);
  const page = document.addPage(A4);
  const w = new Writer(
    page,
    await document.embedFont(StandardFonts.Helvetica),
    await document.embedFont(StandardFonts.HelveticaBold),
    await devanagariShaper(),
  );
  const right = A4[0] - MARGIN;

  w.text(content.supplier.name, MARGIN, { size: 16, bold: true, color: brand });
  w.text(content.title, right, { size: 16, bold: true, right: true });
  const titleHindi = hindiLabels[content.title];
  if (titleHindi) w.hindi(titleHindi, right, { right: true, size: 11, drop: 18 });
  for (const line of content.supplier.lines) {
    w.down(14);
    w.text(line, MARGIN, { color: muted });
  }
  w.down(24);
  w.line();
  w.down(20);
  w.label('Number', MARGIN, { color: muted });
  w.text(content.number, VALUE_X, { bold: true });
  w.down(14);
  w.label('Date', MARGIN, { color: muted });
  w.text(content.date, VALUE_X);
  for (const [label, value] of content.facts) {
    w.down(14);
    w.label(label, MARGIN, { color: muted });
    w.text(value, VALUE_X);
  }
  w.down(26);
  w.label('Billed to', MARGIN, { bold: true });
  w.down(14);
  w.text(content.recipient.name, MARGIN);
  for (const line of content.recipient.lines) {
    w.down(14);
    w.text(line, MARGIN, { color: muted });
  }
  w.down(28);
  w.line();
  w.down(16);
  w.label('Description', MARGIN, { bold: true });
  if (content.item.sac) w.text('SAC', 360, { bold: true });
  w.label('Amount (INR)', right, { bold: true, right: true });
  w.down(18);
  w.text(content.item.description, MARGIN);
  if (content.item.sac) w.text(content.item.sac, 360);
  w.text(content.item.amount, right, { right: true });
  w.down(14);
  w.line();
  for (const [index, [label, amount]] of content.totals.entries()) {
    const last = index === content.totals.length - 1;
    w.down(18);
    w.label(label, 330, { bold: last });
    w.text(amount, right, { bold: last, right: true });
  }
  w.down(26);
  w.label('Amount in words', MARGIN, { color: muted });
  w.down(14);
  w.text(content.inWords, MARGIN, { bold: true });
  w.down(30);
  for (const note of content.notes) {
    w.text(note, MARGIN, { size: 9, color: muted });
    const hindi = hindiLabels[note];
    if (hindi) w.hindi(hindi, MARGIN, { drop: 12 });
    w.down(hindi ? 26 : 13);
  }
  return Buffer.from(await document.save());
}
