import { z } from 'zod';
import { INDIAN_STATES } from '../indian-states';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (five letters, four digits, a letter), entity number, Z, check character. */
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const gstinMessages = {
  shape: 'Enter a valid 15-character GSTIN.',
  check: 'This GSTIN has a typing mistake: its last character does not match the rest.',
};

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, then A-Z as
 * 10-35) is multiplied by 1 and 2 in turn from the left, each product's base-36 digits are added,
 * and the character is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((character, index) => {
    const product = CHARACTERS.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return CHARACTERS[(36 - (sum % 36)) % 36] as string;
}

const shaped = (v: string) =>
  SHAPE.test(v) && INDIAN_STATES.some(([code]) => code === v.slice(0, 2));
const checked = (v: string) => gstinCheckCharacter(v.slice(0, 14)) === v[14];

/** A GSTIN typed, or (with `optional`) nothing: upper-cased, of a state, its check character right. */
const gstinField = (optional: boolean) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => (optional && v === '') || shaped(v), {
      message: gstinMessages.shape,
      abort: true,
    })
    .refine((v) => (optional && v === '') || checked(v), gstinMessages.check);

/** A buyer's GSTIN. */
export const gstinSchema = gstinField(false);

/** A buyer's GSTIN where one may be left empty (most buyers have none). */
export const optionalGstinSchema = gstinField(true);

/** The state or territory a GSTIN is registered in: its first two digits. */
export const stateOfGstin = (gstin: string) =>
  INDIAN_STATES.find(([code]) => code === gstin.slice(0, 2))?.[1];
