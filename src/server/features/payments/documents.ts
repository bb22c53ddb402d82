import { sql } from 'kysely';
import { formatCalendarDate, formatDate } from '#common/format';
import { stateCodeOf } from '#common/indian-states';
import { stateOfGstin } from '#common/schemas/gstin';
import { modeLabels, type PaymentMode } from '#common/schemas/money';
import type { Invoicing } from '#common/site-settings';
import type { Db } from '#server/db/database';
import type { Invoice } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { indiaToday, newId, now } from '#server/db/time';
import { pngOf, sitePictureKey } from '#server/services/images';
import type { Storage } from '#server/services/storage';
import {
  halvesRoundingNote,
  renderInvoicePdf,
  taxableRoundingNote,
  type InvoiceContent,
} from '#server/services/invoice-pdf';
import { amountInWords } from './amount-words';
import type { Payment } from './repo';
import {
  documentNumber,
  financialYear,
  isRegistered,
  SAC_CODE,
  splitTax,
  taxableOf,
  type DocumentKind,
} from './tax';

interface Supplier extends Omit<Invoicing, 'prefix' | 'pricesIncludeGst' | 'signatory'> {
  address: string;
  email: string;
  phone: string;
  /** Absent on documents issued before there was one. */
  signatory?: string;
}

interface Recipient {
  name: string;
  email: string;
  address: string | null;
  state: string | null;
  /** A registered buyer's GSTIN (B2B); absent on documents issued before. */
  gstin?: string | null;
}

/**
 * The buyer's billing facts the payment keeps, where they were collected (at checkout or at the
 * desk); each one given takes the place of the account's.
 */
interface BuyerDetails {
  buyerAddress?: string | undefined;
  buyerState?: string | undefined;
  buyerGstin?: string | undefined;
}

/** What a document prints of its payment, fixed when it is issued (the `payment_facts` column). */
interface PaymentFacts {
  /** How it was paid; none on the invoice closing a fee paid in parts. */
  mode: PaymentMode | null;
  reference: string | null;
  /** dd/mm/yyyy: the day the desk took the money, or the day the gateway's payment settled. */
  paidOn: string | null;
  /** Paid through the built-in test provider (PAYMENTS_TEST_MODE): no money was taken. */
  simulated: boolean;
  /** Paise the coupon took off the price, and whether the price was before GST (GST added on top). */
  discount: number;
  discountBeforeGst: boolean;
  couponCode: string | null;
  /** A desk fee's total and what has been paid towards it, this payment included. */
  fee: { total: number; paid: number } | null;
}

/** The desk fee a payment belongs to, and what had been paid towards it before. */
export interface FeeProgress {
  id: string;
  fee: number;
  paidBefore: number;
}

/**
 * The next serial of a series, counted in `invoice_counters`. The upsert takes the counter row's
 * lock until the caller's transaction ends, so two servers settling at once wait for each other;
 * a transaction that rolls back gives its number back. Numbers are neither reused nor skipped.
 */
async function nextSerial(trx: Db, series: string): Promise<number> {
  const { last_serial } = await trx
    .insertInto('invoice_counters')
    .values({ series, last_serial: 1 })
    .onConflict((oc) =>
      oc
        .column('series')
        .doUpdateSet({ last_serial: sql<number>`invoice_counters.last_serial + 1` }),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(last_serial);
}

interface NewDocument extends BuyerDetails {
  kind: DocumentKind;
  total: number;
  payment: Payment;
  feeId: string | null;
  /** A fee's closing invoice covers every part: it says so. */
  inParts?: boolean;
  /** The desk fee and what was paid towards it before this payment. */
  fee?: FeeProgress;
}

/** The coupon's code and what the payment's own record says of how it was paid. */
async function paymentFacts(
  trx: Db,
  doc: NewDocument,
  invoicing: Invoicing,
): Promise<PaymentFacts> {
  const { payment } = doc;
  const coupon = payment.coupon_id
    ? await trx
        .selectFrom('coupons')
        .select('code')
        .where('id', '=', payment.coupon_id)
        .executeTakeFirst()
    : undefined;
  return {
    mode: doc.inParts ? null : payment.mode,
    reference: doc.inParts ? null : (payment.payment_id ?? payment.reference),
    paidOn: payment.paid_on ? formatCalendarDate(payment.paid_on) : formatDate(payment.updated_at),
    simulated: payment.provider === 'test',
    discount: payment.discount,
    discountBeforeGst: isRegistered(invoicing) && !invoicing.pricesIncludeGst,
    couponCode: coupon?.code ?? null,
    fee: doc.fee
      ? {
          total: doc.fee.fee,
          paid: doc.inParts ? doc.fee.fee : doc.fee.paidBefore + payment.amount,
        }
      : null,
  };
}

async function issue(trx: Db, doc: NewDocument): Promise<Invoice> {
  const site = await getSiteSettings(trx);
  const { invoicing } = site;
  // A desk payment's document is dated the day the payment was taken, not the day it was entered.
  const issuedOn = doc.payment.paid_on ?? indiaToday();
  const year = financialYear(issuedOn);
  const series = `${doc.kind} ${year}`;
  const serial = await nextSerial(trx, series);
  const student = await trx
    .selectFrom('users')
    .select(['user_name', 'email', 'address', 'state'])
    .where('id', '=', doc.payment.user_id)
    .executeTakeFirstOrThrow();
  const course = await trx
    .selectFrom('courses')
    .select('course_title')
    .where('id', '=', doc.payment.course_id)
    .executeTakeFirstOrThrow();
  // A registered buyer is located where their GSTIN is (IGST Act s. 12(2)(a)).
  const state = (doc.buyerGstin && stateOfGstin(doc.buyerGstin)) || doc.buyerState || student.state;
  const split = splitTax(doc.total, invoicing, state);
  const supplier: Supplier = {
    legalName: invoicing.legalName,
    gstin: invoicing.gstin,
    state: invoicing.state,
    address: site.address,
    email: site.email,
    phone: site.phone,
    signatory: invoicing.signatory,
  };
  const recipient: Recipient = {
    name: student.user_name || student.email,
    email: student.email,
    address: doc.buyerAddress || student.address,
    state,
    gstin: doc.buyerGstin || null,
  };
  return trx
    .insertInto('invoices')
    .values({
      id: newId(),
      number: documentNumber(invoicing.prefix, doc.kind, year, serial),
      kind: doc.kind,
      series,
      serial,
      payment_id: doc.payment.id,
      fee_id: doc.feeId,
      user_id: doc.payment.user_id,
      course_id: doc.payment.course_id,
      issued_on: issuedOn,
      ...split,
      supplier: JSON.stringify(supplier),
      recipient: JSON.stringify(recipient),
      description: `Course fee: ${course.course_title}${doc.inParts ? ' (paid in parts)' : ''}`,
      payment_facts: JSON.stringify(await paymentFacts(trx, doc, invoicing)),
      signature_image: site.invoiceSignatureImage
        ? (sitePictureKey(site.invoiceSignatureImage) ?? null)
        : null,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the payment keeps of its buyer for the documents. */
const buyerOf = (payment: Payment): BuyerDetails => ({
  buyerAddress: payment.billing_address ?? undefined,
  buyerState: payment.billing_state ?? undefined,
  buyerGstin: payment.buyer_gstin ?? undefined,
});

/**
 * The documents a settled payment earns, issued inside the settling transaction (decision 018):
 * without a GSTIN a receipt for every payment; with one, a tax invoice for a fee paid whole
 * (online, or at the desk in one go), and for a fee paid in parts a receipt voucher for each part
 * and the tax invoice for the whole fee with the part that completes it. Nothing for ₹0.
 */
export async function issueDocuments(
  trx: Db,
  payment: Payment,
  fee?: FeeProgress,
): Promise<Invoice[]> {
  if (payment.amount === 0) return [];
  const { invoicing } = await getSiteSettings(trx);
  const single = { ...buyerOf(payment), payment, fee, feeId: fee?.id ?? null };
  if (!isRegistered(invoicing))
    return [await issue(trx, { ...single, kind: 'receipt', total: payment.amount })];
  if (!fee || (fee.paidBefore === 0 && payment.amount === fee.fee)) {
    return [await issue(trx, { ...single, kind: 'invoice', total: payment.amount })];
  }
  const receipt = await issue(trx, { ...single, kind: 'receipt', total: payment.amount });
  if (fee.paidBefore + payment.amount < fee.fee) return [receipt];
  const invoice = await issue(trx, {
    ...single,
    inParts: true,
    kind: 'invoice',
    total: fee.fee,
  });
  return [receipt, invoice];
}

const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const inr = (paise: number) => amount.format(paise / 100);

/** "Maharashtra (27)": a state with its GST state code. */
const withCode = (state: string) => {
  const code = stateCodeOf(state);
  return code ? `${state} (${code})` : state;
};

/** The discount in the terms of the document's lines: before GST when the invoice shows tax. */
function discountShown(facts: PaymentFacts, taxed: boolean): number {
  if (!taxed || facts.discountBeforeGst) return facts.discount;
  return taxableOf(facts.discount);
}

/** What the PDF of an issued document prints. */
function contentOf(invoice: Invoice, signature: Buffer | null): InvoiceContent {
  const supplier = JSON.parse(invoice.supplier) as Supplier;
  const recipient = JSON.parse(invoice.recipient) as Recipient;
  const facts = invoice.payment_facts ? (JSON.parse(invoice.payment_facts) as PaymentFacts) : null;
  const taxed = supplier.gstin !== '';
  const title = invoice.kind === 'invoice' ? 'TAX INVOICE' : taxed ? 'RECEIPT VOUCHER' : 'RECEIPT';
  const itemAmount = taxed ? invoice.taxable : invoice.total;
  const discount = facts && facts.discount > 0 ? discountShown(facts, taxed) : 0;
  const totals: [string, string][] = [];
  if (discount > 0) totals.push(['Discount', `-${inr(discount)}`]);
  if (taxed) {
    totals.push(['Taxable value', inr(invoice.taxable)]);
    if (invoice.igst > 0 || (invoice.cgst === 0 && invoice.sgst === 0))
      totals.push(['IGST @ 18%', inr(invoice.igst)]);
    else totals.push(['CGST @ 9%', inr(invoice.cgst)], ['SGST @ 9%', inr(invoice.sgst)]);
  }
  totals.push([invoice.kind === 'invoice' ? 'Total' : 'Amount received', inr(invoice.total)]);
  const factLines: [string, string][] = [];
  if (taxed) factLines.push(['Place of supply', withCode(recipient.state ?? supplier.state)]);
  if (facts?.mode) factLines.push(['Payment mode', modeLabels[facts.mode]]);
  if (facts?.reference) factLines.push(['Reference', facts.reference]);
  if (facts?.paidOn && facts.mode) factLines.push(['Payment date', facts.paidOn]);
  if (facts?.couponCode) factLines.push(['Coupon', facts.couponCode]);
  const account: [string, string][] =
    facts?.fee && invoice.kind === 'receipt'
      ? [
          ['Course fee', inr(facts.fee.total)],
          ['Paid so far', inr(facts.fee.paid)],
          ['Balance due', inr(facts.fee.total - facts.fee.paid)],
        ]
      : [];
  return {
    title,
    number: invoice.number,
    date: formatDate(`${invoice.issued_on}T06:30:00Z`),
    simulated: facts?.simulated ?? false,
    supplier: {
      name: supplier.legalName,
      lines: [
        supplier.address,
        `State: ${withCode(supplier.state)}`,
        ...(taxed ? [`GSTIN: ${supplier.gstin}`] : []),
        `${supplier.email} | +91 ${supplier.phone}`,
      ],
    },
    recipient: {
      name: recipient.name,
      lines: [
        recipient.email,
        ...(recipient.address ? [recipient.address] : []),
        ...(recipient.state ? [`State: ${withCode(recipient.state)}`] : []),
        ...(recipient.gstin ? [`GSTIN: ${recipient.gstin}`] : []),
      ],
    },
    facts: factLines,
    item: {
      description: invoice.description,
      sac: taxed ? SAC_CODE : null,
      amount: inr(itemAmount + discount),
    },
    totals,
    account,
    inWords: amountInWords(invoice.total),
    reverseCharge: taxed,
    notes: [
      ...(invoice.kind === 'receipt' && taxed
        ? [
            'Received in advance towards the course fee; the tax invoice follows when the fee is paid in full.',
          ]
        : []),
      ...(taxed ? [taxableRoundingNote] : []),
      ...(invoice.cgst !== invoice.sgst ? [halvesRoundingNote] : []),
    ],
    signatory: {
      organisation: supplier.legalName,
      name: supplier.signatory ?? null,
      image: signature,
    },
  };
}

/** Pixels across of the signature picture put in a PDF: sharp at the printed width. */
const SIGNATURE_WIDTH = 480;

/** The signature a document was issued with, as PNG; none if it had none or it cannot be read. */
async function signatureOf(invoice: Invoice, storage: Storage): Promise<Buffer | null> {
  const key = invoice.signature_image;
  return key ? pngOf(storage, key, SIGNATURE_WIDTH).catch(() => null) : null;
}

export const invoicePdf = async (invoice: Invoice, storage: Storage) =>
  renderInvoicePdf(contentOf(invoice, await signatureOf(invoice, storage)));

/** A file name for the document: VCI-2526-000123.pdf. */
export const invoiceFileName = (invoice: Invoice) => `${invoice.number.replace(/\//g, '-')}.pdf`;
