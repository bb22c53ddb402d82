import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { amountInWords } from '#server/features/payments/amount-words';
import { discountOf } from '#server/features/payments/coupons';
import { documentNumber, financialYear, payableFor, splitTax } from '#server/features/payments/tax';
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
    expect(documentNumber('VCI', 'invoice', '2025-26', 123)).toBe('VCI/2025-26/000123');
    expect(documentNumber('VCI', 'receipt', '2025-26', 45)).toBe('VCI/R/2025-26/000045');
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
