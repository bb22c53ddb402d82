import { describe, expect, it } from 'vitest';
import { rupeesSchema } from '#common/schemas/courses';
import { canonicalMobile } from '#common/schemas/phone';
import { mobileSchema } from '#common/schemas/users';

describe('numbers as people type them', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['00919876543210', '9876543210'],
  ])('reads the mobile number %j as %s', (typed, stored) => {
    expect(canonicalMobile(typed)).toBe(stored);
    expect(mobileSchema.parse(typed)).toBe(stored);
  });

  it.each(['12345', '98765432101', '5876543210', '+44 7911 123456'])(
    'still refuses %j',
    (typed) => {
      expect(mobileSchema.safeParse(typed).success).toBe(false);
    },
  );

  it.each([
    ['2499', 249900],
    ['2,499', 249900],
    ['₹2,499', 249900],
    ['₹ 1,49,999.50', 14999950],
    ['Rs. 999', 99900],
    ['INR 1,000', 100000],
    [2499.5, 249950],
  ])('reads the price %j as %i paise', (typed, paise) => {
    expect(rupeesSchema.parse(typed)).toBe(paise);
  });

  it.each(['', 'free', '0', '-5', '2,499.999', '₹'])('still refuses the price %j', (typed) => {
    expect(rupeesSchema.safeParse(typed).success).toBe(false);
  });
});
