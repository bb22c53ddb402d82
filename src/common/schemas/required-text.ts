import { z } from 'zod';

/** A text field that must hold something once trimmed, and at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** Markdown text: required like any text, with line endings made `\n` (forms send `\r\n`). */
export const markdownText = (message: string, max: number) =>
  requiredText(message, max).transform((text) => text.replace(/\r\n?/g, '\n'));

/** The publish switch of a multipart form: 'true' or 'false', published when left out. */
export const publishField = z
  .enum(['true', 'false'], { error: 'Choose true or false.' })
  .optional()
  .transform((value) => value !== 'false');
