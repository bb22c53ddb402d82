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
  /** Label and amount pairs: discount, taxable value, each tax, total. */
  totals: [string, string][];
  /** A part payment's fee: its total, what has been paid so far, the balance. */
  account: [string, string][];
  inWords: string;
  /** Says that no tax is payable on reverse charge (documents that show tax). */
  reverseCharge: boolean;
  /** Paid through the built-in test provider: says, at the top, that no money was taken. */
  simulated: boolean;
  notes: string[];
  /** Who signs for the institute; documents issued before there was a name print the line alone. */
  signatory: { organisation: string; name: string | null; image: Uint8Array | null };
}

export const reverseChargeLine = 'Tax payable on reverse charge: No';
export const simulatedLine = 'TEST MODE: a simulated payment; no money was taken.';
export const taxableRoundingNote =
  'The taxable value is the amount paid divided by 1.18, rounded to the nearest paisa; the GST is the rest.';
export const halvesRoundingNote = 'CGST and SGST are halves of the GST; an odd paisa goes to CGST.';

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
  'Payment mode': 'भुगतान का तरीक़ा',
  Reference: 'संदर्भ संख्या',
  'Payment date': 'भुगतान की तारीख़',
  Coupon: 'कूपन',
  Discount: 'छूट',
  'Course fee': 'कोर्स फ़ीस',
  'Paid so far': 'अब तक जमा',
  'Balance due': 'बकाया राशि',
  'Authorised signatory': 'अधिकृत हस्ताक्षरकर्ता',
  [reverseChargeLine]: 'रिवर्स चार्ज पर कर देय नहीं है',
  [simulatedLine]: 'टेस्ट मोड। यह नकली भुगतान है। कोई पैसा नहीं लिया गया।',
  [taxableRoundingNote]:
    'कर योग्य मूल्य चुकाई गई राशि में एक दशमलव एक आठ का भाग देकर निकटतम पैसे तक पूर्णांकित है। बाकी राशि जीएसटी है।',
  [halvesRoundingNote]:
    'सीजीएसटी और एसजीएसटी जीएसटी के आधे आधे हिस्से हैं। विषम पैसा सीजीएसटी में जोड़ा गया है।',
  'Received in advance towards the course fee; the tax invoice follows when the fee is paid in full.':
    'कोर्स की फ़ीस का अग्रिम भुगतान मिला। पूरी फ़ीस मिलने पर कर बीजक दिया जाएगा।',
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

  /**
   * A text broken at spaces into lines no wider than `width` (a word wider than a line is broken
   * where it must), `leading` points apart; the writer stays on the last line.
   */
  wrapped(
    text: string,
    x: number,
    width: number,
    options: { size?: number; bold?: boolean; color?: typeof ink; leading?: number } = {},
  ) {
    const lines = this.lines(text, width, options);
    for (const [index, line] of lines.entries()) {
      if (index > 0) this.down(options.leading ?? 14);
      this.text(line, x, options);
    }
  }

  private lines(text: string, width: number, options: { size?: number; bold?: boolean }) {
    const font = options.bold ? this.bold : this.regular;
    const fits = (line: string) =>
      font.widthOfTextAtSize(printable(line), options.size ?? 10) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
    return lines;
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

/** Where the SAC column starts; the description wraps before it. */
const SAC_X = 360;
/** Where the totals' labels start. */
const TOTALS_X = 330;
/** The supplier's lines stop short of the title's Hindi at the right. */
const SUPPLIER_WIDTH = 330;
const red = rgb(0.7, 0.1, 0.1);

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
  const width = right - MARGIN;

  w.text(content.supplier.name, MARGIN, { size: 16, bold: true, color: brand });
  w.text(content.title, right, { size: 16, bold: true, right: true });
  const titleHindi = hindiLabels[content.title];
  if (titleHindi) w.hindi(titleHindi, right, { right: true, size: 11, drop: 18 });
  for (const line of content.supplier.lines) {
    w.down(14);
    w.wrapped(line, MARGIN, SUPPLIER_WIDTH, { color: muted });
  }
  if (content.simulated) {
    w.down(22);
    w.label(simulatedLine, MARGIN, { bold: true, color: red });
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
    w.wrapped(value, VALUE_X, right - VALUE_X);
  }
  w.down(26);
  w.label('Billed to', MARGIN, { bold: true });
  w.down(14);
  w.wrapped(content.recipient.name, MARGIN, width);
  for (const line of content.recipient.lines) {
    w.down(14);
    w.wrapped(line, MARGIN, width - 4, { color: muted });
  }
  w.down(28);
  w.line();
  w.down(16);
  w.label('Description', MARGIN, { bold: true });
  if (content.item.sac) w.text('SAC', SAC_X, { bold: true });
  w.label('Amount (INR)', right, { bold: true, right: true });
  w.down(18);
  const itemTop = w.y;
  if (content.item.sac) w.text(content.item.sac, SAC_X);
  w.text(content.item.amount, right, { right: true });
  w.y = itemTop;
  w.wrapped(content.item.description, MARGIN, SAC_X - MARGIN - 12);
  w.down(14);
  w.line();
  const belowItem = w.y;
  for (const [index, [label, amount]] of content.totals.entries()) {
    const last = index === content.totals.length - 1;
    w.down(18);
    w.label(label, TOTALS_X, { bold: last });
    w.text(amount, right, { bold: last, right: true });
  }
  for (const [label, amount] of content.account) {
    w.down(16);
    w.label(label, TOTALS_X, { color: muted });
    w.text(amount, right, { color: muted, right: true });
  }
  const belowTotals = w.y;
  // Left of the totals: the amount in words and the reverse charge statement.
  w.y = belowItem - 18;
  w.label('Amount in words', MARGIN, { color: muted });
  w.down(14);
  w.wrapped(content.inWords, MARGIN, TOTALS_X - MARGIN - 20, { bold: true });
  if (content.reverseCharge) {
    w.down(22);
    w.text(reverseChargeLine, MARGIN);
    w.hindi(hindiLabels[reverseChargeLine] ?? '', MARGIN, { drop: 12 });
    w.down(12);
  }
  w.y = Math.min(w.y, belowTotals);
  w.down(26);
  for (const note of content.notes) {
    w.wrapped(note, MARGIN, width, { size: 9, color: muted, leading: 12 });
    const hindi = hindiLabels[note];
    if (hindi) w.hindi(hindi, MARGIN, { drop: 12 });
    w.down(hindi ? 26 : 13);
  }
  w.down(8);
  w.text(`For ${content.signatory.organisation}`, right, { bold: true, right: true });
  w.down(50);
  if (content.signatory.image) {
    const image = await document.embedPng(content.signatory.image);
    const { width, height } = image.scaleToFit(170, 34);
    page.drawImage(image, { x: right - width, y: w.y + 14, width, height });
  }
  page.drawLine({
    start: { x: right - 180, y: w.y + 12 },
    end: { x: right, y: w.y + 12 },
    thickness: 0.75,
    color: muted,
  });
  w.label('Authorised signatory', right, { right: true });
  if (content.signatory.name) {
    w.down(14);
    w.text(content.signatory.name, right, { right: true, color: muted });
  }
  return Buffer.from(await document.save());
}
