import { z } from 'zod';

/** 15 characters: state code, PAN, entity number, Z, check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (Luhn mod 36): each character's value
 * (0-9, then A-Z as 10-35) weighted 1 and 2 in turn from the first, each product's base-36 digits
 * added, and the sum taken up to the next multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

export const GSTIN_SHAPE_MESSAGE = 'Enter a valid 15-character GSTIN.';
export const GSTIN_CHECK_MESSAGE =
  "This GSTIN's last character does not match the rest: check it for a typing mistake.";

/** What is wrong with a GSTIN (trimmed, in capitals), if anything. */
function gstinProblem(value: string): string | undefined {
  if (!GSTIN_SHAPE.test(value)) return GSTIN_SHAPE_MESSAGE;
  if (gstinCheckCharacter(value) !== value.charAt(14)) return GSTIN_CHECK_MESSAGE;
  return undefined;
}

/** Whether a GSTIN has the shape of one, its check character unchecked (records stored before). */
export const hasGstinShape = (value: string) => GSTIN_SHAPE.test(value);

const typedGstin = z.string().trim().toUpperCase();

/** A GSTIN as typed, trimmed and in capitals, with its shape and its check character right. */
export const gstinSchema = typedGstin.superRefine((value, ctx) => {
  const problem = gstinProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A GSTIN, or empty for none. */
export const gstinOrEmptySchema = typedGstin.superRefine((value, ctx) => {
  const problem = value === '' ? undefined : gstinProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
