import { PREFIX_MAX_LENGTH } from '#common/schemas/site-settings';
import type { Invoicing } from '#common/site-settings';

/** GST on commercial training and coaching (SAC 999293): 18 %, split 9 + 9 within a state. */
export const SAC_CODE = '999293';
const GST_PERCENT = 18;

export interface TaxSplit {
  /** Paise, all of them; taxable + cgst + sgst + igst === total, always. */
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export const isRegistered = (invoicing: Invoicing) => invoicing.gstin !== '';

/** Integer division rounded half up, so paise never go through floating point. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * What a student pays for a price (after any discount): the price itself when prices include GST
 * or the institute is not registered, otherwise the price plus 18 %.
 */
export function payableFor(price: number, invoicing: Invoicing): number {
  if (!isRegistered(invoicing) || invoicing.pricesIncludeGst) return price;
  return price + divideRounded(price * GST_PERCENT, 100);
}

/** The value before 18 % GST of an amount that includes it, rounded half up to the paisa. */
export const taxableOf = (withGst: number) => divideRounded(withGst * 100, 100 + GST_PERCENT);

/**
 * The tax inside an amount paid: the taxable value is the amount less 18 % GST, rounded to the
 * paisa; the tax is what remains, as IGST between states or halved into CGST and SGST (an odd
 * paisa goes to CGST). Without a GSTIN there is no tax.
 */
export function splitTax(total: number, invoicing: Invoicing, recipientState: string | null) {
  if (!isRegistered(invoicing)) return { total, taxable: total, cgst: 0, sgst: 0, igst: 0 };
  const taxable = taxableOf(total);
  const tax = total - taxable;
  // Place of supply is the student's state when known, else the institute's (IGST Act s. 12(2)).
  if (recipientState && recipientState !== invoicing.state) {
    return { total, taxable, cgst: 0, sgst: 0, igst: tax };
  }
  const sgst = Math.floor(tax / 2);
  return { total, taxable, cgst: tax - sgst, sgst, igst: 0 };
}

/** The Indian financial year (April to March) of a day: '2025-04-01' -> '2025-26'. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type DocumentKind = 'invoice' | 'receipt';

/**
 * VCI/2526/000123 for invoices, VCI/2526/R00045 for receipts (a series of their own): at most 16
 * letters, digits, `/` and `-` (CGST Rules 46(b) and 50(1)(b)) for a prefix of up to 4 characters
 * and up to 999,999 invoices and 99,999 receipts in a financial year. A longer prefix stored
 * before the limit is cut to its first 4 characters.
 */
export function documentNumber(prefix: string, kind: DocumentKind, year: string, serial: number) {
  const series = `${prefix.slice(0, PREFIX_MAX_LENGTH)}/${year.slice(2, 4)}${year.slice(5, 7)}`;
  return kind === 'invoice'
    ? `${series}/${String(serial).padStart(6, '0')}`
    : `${series}/R${String(serial).padStart(5, '0')}`;
}

/** How GST meets the price shown: inside it, added to it, or not charged (no GSTIN). */
export function gstTreatment(invoicing: Invoicing): 'included' | 'added' | 'none' {
  if (!isRegistered(invoicing)) return 'none';
  return invoicing.pricesIncludeGst ? 'included' : 'added';
}
