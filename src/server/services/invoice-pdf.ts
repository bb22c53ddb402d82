import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

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

const A4: [number, number] = [595, 842];
const ink = rgb(0.09, 0.11, 0.16);
const muted = rgb(0.35, 0.39, 0.45);
const brand = rgb(0.11, 0.3, 0.73);
const rule = rgb(0.85, 0.87, 0.9);
const MARGIN = 48;

class Writer {
  y = A4[1] - MARGIN;
  constructor(
    private page: PDFPage,
    private regular: PDFFont,
    private bold: PDFFont,
  ) {}

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
  );
  const right = A4[0] - MARGIN;

  w.text(content.supplier.name, MARGIN, { size: 16, bold: true, color: brand });
  w.text(content.title, right, { size: 16, bold: true, right: true });
  for (const line of content.supplier.lines) {
    w.down(14);
    w.text(line, MARGIN, { color: muted });
  }
  w.down(24);
  w.line();
  w.down(20);
  w.text('Number', MARGIN, { color: muted });
  w.text(content.number, MARGIN + 110, { bold: true });
  w.down(14);
  w.text('Date', MARGIN, { color: muted });
  w.text(content.date, MARGIN + 110);
  for (const [label, value] of content.facts) {
    w.down(14);
    w.text(label, MARGIN, { color: muted });
    w.text(value, MARGIN + 110);
  }
  w.down(26);
  w.text('Billed to', MARGIN, { bold: true });
  w.down(14);
  w.text(content.recipient.name, MARGIN);
  for (const line of content.recipient.lines) {
    w.down(14);
    w.text(line, MARGIN, { color: muted });
  }
  w.down(28);
  w.line();
  w.down(16);
  w.text('Description', MARGIN, { bold: true });
  if (content.item.sac) w.text('SAC', 360, { bold: true });
  w.text('Amount (INR)', right, { bold: true, right: true });
  w.down(18);
  w.text(content.item.description, MARGIN);
  if (content.item.sac) w.text(content.item.sac, 360);
  w.text(content.item.amount, right, { right: true });
  w.down(14);
  w.line();
  for (const [index, [label, amount]] of content.totals.entries()) {
    const last = index === content.totals.length - 1;
    w.down(18);
    w.text(label, 330, { bold: last });
    w.text(amount, right, { bold: last, right: true });
  }
  w.down(26);
  w.text('Amount in words', MARGIN, { color: muted });
  w.down(14);
  w.text(content.inWords, MARGIN, { bold: true });
  w.down(30);
  for (const note of content.notes) {
    w.text(note, MARGIN, { size: 9, color: muted });
    w.down(13);
  }
  return Buffer.from(await document.save());
}
