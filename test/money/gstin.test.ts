import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinMessages, gstinSchema } from '#common/schemas/gstin';
import { INDIAN_STATES } from '#common/indian-states';
import { defaultSiteSettings } from '#common/site-settings';
import { as } from '../helpers/requests';
import { moneySite } from './money-site';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const chars = (alphabet: string, length: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length })
    .map((a) => a.join(''));
const LETTERS = BASE36.slice(10);
const DIGITS = BASE36.slice(0, 10);

/** The first 14 characters of a GSTIN: state code, PAN, entity number, Z. */
const gstinBody = fc
  .tuple(
    fc.constantFrom(...INDIAN_STATES.map(([code]) => code)),
    chars(LETTERS, 5),
    chars(DIGITS, 4),
    chars(LETTERS, 1),
    chars(BASE36.slice(1), 1),
  )
  .map((parts) => `${parts.join('')}Z`);

const problemOf = (value: string) => {
  const result = gstinSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('GSTIN check character (Luhn mod 36)', () => {
  it('accepts GSTINs issued with their check character and refuses any other last character', () => {
    // Published examples, worked by hand: 27AAPFU0939F1ZV.
    expect(problemOf('27AAPFU0939F1ZV')).toBeUndefined();
    expect(problemOf(' 27aapfu0939f1zv ')).toBeUndefined();
    expect(problemOf('27AAPFU0939F1ZW')).toBe(gstinMessages.check);
    expect(problemOf('27AAPFU0939F1Z')).toBe(gstinMessages.shape);
    fc.assert(
      fc.property(gstinBody, fc.integer({ min: 1, max: 35 }), (body, shift) => {
        const check = gstinCheckCharacter(body);
        expect(gstinSchema.parse(`${body}${check}`)).toBe(`${body}${check}`);
        const wrong = BASE36.charAt((BASE36.indexOf(check) + shift) % 36);
        expect(problemOf(`${body}${wrong}`)).toBe(gstinMessages.check);
      }),
    );
  });

  describe('the institute GSTIN setting', () => {
    const ctx = moneySite();
    const save = (gstin: string) =>
      as(ctx.app, ctx.admin, {
        method: 'PATCH',
        url: '/api/v1/settings',
        payload: { invoicing: { ...defaultSiteSettings.invoicing, gstin } },
      });

    it('refuses a wrong check character and takes the right one', async () => {
      const refused = await save('09AAACV1234F1Z5');
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(gstinMessages.check);
      expect((await save('09AAACV1234F1ZN')).statusCode).toBe(200);
      expect((await save('')).statusCode).toBe(200);
    });

    it('refuses a prefix that would make numbers longer than 16 characters', async () => {
      const res = await as(ctx.app, ctx.admin, {
        method: 'PATCH',
        url: '/api/v1/settings',
        payload: { invoicing: { ...defaultSiteSettings.invoicing, prefix: 'VIDYA' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Use 1 to 4 capital letters, digits or hyphens.');
    });
  });
});
