import { z } from 'zod';
import { INDIAN_STATES } from '../indian-states';

/** 15 characters: state code, PAN (five letters, four digits, a letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const gstinMessages = {
  shape: 'Enter a valid 15-character GSTIN.',
  check: "This GSTIN's last character does not match the rest: check it for a typing mistake.",
} as const;

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

/** Whether a GSTIN has the shape of one, its check character unchecked (records stored before). */
export const hasGstinShape = (value: string) => GSTIN_SHAPE.test(value);

/** The state or territory a GSTIN is registered in: its first two digits. */
export const stateOfGstin = (gstin: string) =>
  INDIAN_STATES.find(([code]) => code === gstin.slice(0, 2))?.[1];

/** What is wrong with a GSTIN (trimmed, in capitals), if anything. */
function gstinProblem(value: string): string | undefined {
  if (!hasGstinShape(value) || !stateOfGstin(value)) return gstinMessages.shape;
  if (gstinCheckCharacter(value) !== value.charAt(14)) return gstinMessages.check;
  return undefined;
}

const typedGstin = z.string().trim().toUpperCase();

/** A GSTIN as typed, trimmed and in capitals, of a state, with its check character right. */
export const gstinSchema = typedGstin.superRefine((value, ctx) => {
  const problem = gstinProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A GSTIN, or empty for none (most buyers have none). */
export const gstinOrEmptySchema = typedGstin.superRefine((value, ctx) => {
  const problem = value === '' ? undefined : gstinProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
