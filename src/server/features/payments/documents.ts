import { sql } from 'kysely';
import { formatDate } from '#common/format';
import type { Invoicing } from '#common/site-settings';
import type { Db } from '#server/db/database';
import type { Invoice } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { indiaToday, newId, now } from '#server/db/time';
import { renderInvoicePdf, type InvoiceContent } from '#server/services/invoice-pdf';
import { stateOfGstin } from '#common/schemas/gstin';
import { amountInWords } from './amount-words';
import type { Payment } from './repo';
import {
  documentNumber,
  financialYear,
  isRegistered,
  SAC_CODE,
  splitTax,
  type DocumentKind,
} from './tax';

interface Supplier extends Omit<Invoicing, 'prefix' | 'pricesIncludeGst'> {
  address: string;
  email: string;
  phone: string;
}

interface Recipient {
  name: string;
  email: string;
  address: string | null;
  state: string | null;
  /** A registered buyer's GSTIN (absent on documents issued before it was asked for). */
  gstin?: string | null;
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

interface NewDocument {
  kind: DocumentKind;
  total: number;
  payment: Payment;
  feeId: string | null;
  /** A fee's closing invoice covers every part: it says so. */
  inParts?: boolean;
  /** The buyer's billing address and state given with the payment (else the profile's). */
  buyerAddress?: string;
  buyerState?: string;
  /** A registered buyer's GSTIN: its state is the place of supply. */
  buyerGstin?: string;
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
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the payment keeps of its buyer for the documents. */
const buyerOf = (payment: Payment) => ({
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
  const single = { payment, feeId: fee?.id ?? null, ...buyerOf(payment) };
  if (!isRegistered(invoicing))
    return [await issue(trx, { ...single, kind: 'receipt', total: payment.amount })];
  if (!fee || (fee.paidBefore === 0 && payment.amount === fee.fee)) {
    return [await issue(trx, { ...single, kind: 'invoice', total: payment.amount })];
  }
  const receipt = await issue(trx, { ...single, kind: 'receipt', total: payment.amount });
  if (fee.paidBefore + payment.amount < fee.fee) return [receipt];
  const invoice = await issue(trx, {
    ...single,
    feeId: fee.id,
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

/** What the PDF of an issued document prints. */
function contentOf(invoice: Invoice): InvoiceContent {
  const supplier = JSON.parse(invoice.supplier) as Supplier;
  const recipient = JSON.parse(invoice.recipient) as Recipient;
  const taxed = supplier.gstin !== '';
  const title = invoice.kind === 'invoice' ? 'TAX INVOICE' : taxed ? 'RECEIPT VOUCHER' : 'RECEIPT';
  const totals: [string, string][] = [];
  if (taxed) {
    totals.push(['Taxable value', inr(invoice.taxable)]);
    if (invoice.igst > 0 || (invoice.cgst === 0 && invoice.sgst === 0)) {
      totals.push(['IGST @ 18%', inr(invoice.igst)]);
    } else {
      totals.push(['CGST @ 9%', inr(invoice.cgst)], ['SGST @ 9%', inr(invoice.sgst)]);
    }
  }
  totals.push([invoice.kind === 'invoice' ? 'Total' : 'Amount received', inr(invoice.total)]);
  return {
    title,
    number: invoice.number,
    date: formatDate(`${invoice.issued_on}T06:30:00Z`),
    supplier: {
      name: supplier.legalName,
      lines: [
        supplier.address,
        `State: ${supplier.state}`,
        ...(taxed ? [`GSTIN: ${supplier.gstin}`] : []),
        `${supplier.email} | +91 ${supplier.phone}`,
      ],
    },
    recipient: {
      name: recipient.name,
      lines: [
        recipient.email,
        ...(recipient.address ? [recipient.address] : []),
        ...(recipient.state ? [`State: ${recipient.state}`] : []),
        ...(recipient.gstin ? [`GSTIN: ${recipient.gstin}`] : []),
      ],
    },
    facts: taxed ? [['Place of supply', recipient.state ?? supplier.state]] : [],
    item: {
      description:
        invoice.description.length > 60
          ? `${invoice.description.slice(0, 57)}...`
          : invoice.description,
      sac: taxed ? SAC_CODE : null,
      amount: inr(taxed ? invoice.taxable : invoice.total),
    },
    totals,
    inWords: amountInWords(invoice.total),
    notes: [
      ...(invoice.kind === 'receipt' && taxed
        ? [
            'Received in advance towards the course fee; the tax invoice follows when the fee is paid in full.',
          ]
        : []),
      'This is a computer-generated document and needs no signature.',
    ],
  };
}

export const invoicePdf = (invoice: Invoice) => renderInvoicePdf(contentOf(invoice));

/** A file name for the document: VCI-2025-26-000123.pdf. */
export const invoiceFileName = (invoice: Invoice) => `${invoice.number.replace(/\//g, '-')}.pdf`;
