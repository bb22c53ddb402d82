import { z } from 'zod';

/**
 * The optional Hindi version of an English text field (decision 045), held to the English field's
 * own rules: empty (or only spaces) or null means none, and is stored as null. Left out of an edit,
 * the Hindi version stays as it was.
 */
export const hindiTwin = <Out>(english: z.ZodType<Out, string>) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text))
    .pipe(english.nullable())
    .nullable()
    .optional();
