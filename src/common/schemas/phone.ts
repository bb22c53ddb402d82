import { z } from 'zod';

/**
 * A mobile number as people type it ("98765 43210", "+91 98765-43210", "09876543210") in its
 * stored form: ten digits.
 */
export function canonicalMobile(typed: string): string {
  const digits = typed.replace(/[\s\-().]/g, '');
  const national = /^(?:\+91|0091|91|0)(\d{10})$/.exec(digits);
  return national?.[1] ?? digits;
}

/** A ten-digit mobile number however it was typed; `pattern` decides which are accepted. */
export const mobileNumber = (message: string, pattern = /^[6-9]\d{9}$/) =>
  z
    .string({ error: message })
    .max(20, message)
    .transform(canonicalMobile)
    .pipe(z.string().regex(pattern, message));
