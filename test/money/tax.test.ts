import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { amountInWords } from '#server/features/payments/amount-words';
import { discountOf } from '#server/features/payments/coupons';
import { PREFIX_MAX_LENGTH } from '#common/schemas/site-settings';
import {
  documentNumber,
  financialYear,
  payableFor,
  splitTax,
  type DocumentKind,
} from '#server/features/payments/tax';
import { UP_GSTIN } from '../helpers/money';

const registered = {
  ...defaultSiteSettings.invoicing,
  gstin: UP_GSTIN,
  state: 'Uttar Pradesh' as const,
};
const unregistered = { ...registered, gstin: '' };

describe('GST arithmetic in paise', () => {
  it('splits CGST and SGST within the state and IGST across states', () => {
    expect(splitTax(500000, registered, 'Uttar Pradesh')).toEqual({
      total: 500000,
      taxable: 423729,
      cgst: 38136,
      sgst: 38135,
      igst: 0,
    });
    expect(splitTax(500000, registered, 'Maharashtra')).toEqual({
      total: 500000,
      taxable: 423729,
      cgst: 0,
      sgst: 0,
      igst: 76271,
    });
    // A student whose state is not known is billed as within the institute's state.
    expect(splitTax(118000, registered, null)).toMatchObject({
      taxable: 100000,
      cgst: 9000,
      sgst: 9000,
    });
    expect(splitTax(500000, unregistered, 'Maharashtra')).toEqual({
      total: 500000,
      taxable: 500000,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
  });

  it('never loses or makes a paisa, for any amount, state and GST setting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.boolean(),
        fc.boolean(),
        (total, other, exclusive) => {
          const invoicing = { ...registered, pricesIncludeGst: !exclusive };
          const split = splitTax(total, invoicing, other ? 'Kerala' : 'Uttar Pradesh');
          expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(total);
          expect(Number.isInteger(split.taxable) && Number.isInteger(split.cgst)).toBe(true);
          expect(Math.abs(split.cgst - split.sgst)).toBeLessThanOrEqual(1);
          // GST added on top of a price comes back out as exactly that price.
          const payable = payableFor(total, invoicing);
          if (exclusive) expect(splitTax(payable, invoicing, 'Kerala').taxable).toBe(total);
          else expect(payable).toBe(total);
        },
      ),
    );
  });

  it('adds 18 % when prices exclude GST, only for a registered institute', () => {
    expect(payableFor(100000, { ...registered, pricesIncludeGst: false })).toBe(118000);
    expect(payableFor(99999, { ...registered, pricesIncludeGst: false })).toBe(117999);
    expect(payableFor(100000, { ...unregistered, pricesIncludeGst: false })).toBe(100000);
  });

  it('takes coupons off in whole paise, never below zero', () => {
    expect(discountOf({ kind: 'percent', value: 15 }, 499900)).toBe(74985);
    expect(discountOf({ kind: 'percent', value: 33 }, 100001)).toBe(33000);
    expect(discountOf({ kind: 'percent', value: 100 }, 499900)).toBe(499900);
    expect(discountOf({ kind: 'flat', value: 600000 }, 499900)).toBe(499900);
  });
});

describe('document numbers and words', () => {
  it('counts financial years from April to March', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    expect(documentNumber('VCI', 'invoice', '2025-26', 123)).toBe('VCI/2526/000123');
    expect(documentNumber('VCI', 'receipt', '2025-26', 45)).toBe('VCI/2526/R00045');
  });

  it('keeps every number within 16 letters, digits, / and - for any prefix the settings take (CGST Rules 46, 50)', () => {
    const prefix = fc.stringMatching(new RegExp(`^[A-Z0-9-]{1,${PREFIX_MAX_LENGTH}}$`));
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(prefix, day, fc.constantFrom('invoice', 'receipt'), (p, d, kind) => {
        const serial = kind === 'invoice' ? 999_999 : 99_999;
        const number = documentNumber(p, kind as DocumentKind, financialYear(d), serial);
        expect(number.length).toBeLessThanOrEqual(16);
        expect(number).toMatch(/^[A-Z0-9/-]+$/);
      }),
    );
    // The two series of a year never share a number, and a year's numbers are not the next's.
    expect(documentNumber('VCI', 'invoice', '2025-26', 7)).not.toBe(
      documentNumber('VCI', 'receipt', '2025-26', 7),
    );
    expect(documentNumber('ABCD', 'invoice', financialYear('2026-03-31'), 1)).toBe(
      'ABCD/2526/000001',
    );
    expect(documentNumber('ABCD', 'receipt', financialYear('2026-04-01'), 1)).toBe(
      'ABCD/2627/R00001',
    );
    expect(documentNumber('ABCD', 'invoice', financialYear('2100-01-01'), 1)).toBe(
      'ABCD/9900/000001',
    );
    // A 6-character prefix stored before the limit is cut to 4.
    expect(documentNumber('VIDYA1', 'receipt', '2025-26', 99_999)).toBe('VIDY/2526/R99999');
  });

  it('writes amounts in Indian words, rupees and paise', () => {
    expect(amountInWords(149950)).toBe(
      'Rupees One Thousand Four Hundred Ninety Nine and Fifty Paise Only',
    );
    expect(amountInWords(500000)).toBe('Rupees Five Thousand Only');
    expect(amountInWords(123456789)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    );
    expect(amountInWords(1000000000)).toBe('Rupees One Crore Only');
    expect(amountInWords(7)).toBe('Rupees Zero and Seven Paise Only');
  });
});
