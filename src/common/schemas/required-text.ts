import { z } from 'zod';
import { isOneLine, ONE_LINE_MESSAGE } from '../text';

/**
 * A one-line field (a name, a subject, a title): refused when it holds a line break, a tab or
 * another control character once trimmed (see `isOneLine`).
 */
export const oneLine = <T extends z.ZodString>(text: T) => text.refine(isOneLine, ONE_LINE_MESSAGE);

/** Text that may run over several lines (a message, a note), at most `max` characters. */
export const requiredLongText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** A one-line text field that must hold something once trimmed, and at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  oneLine(requiredLongText(message, max));

/** Markdown text: required like long text, with line endings made `\n` (forms send `\r\n`). */
export const markdownText = (message: string, max: number) =>
  requiredLongText(message, max).transform((text) => text.replace(/\r\n?/g, '\n'));

/** The publish switch of a multipart form: 'true' or 'false', published when left out. */
export const publishField = z
  .enum(['true', 'false'], { error: 'Choose true or false.' })
  .optional()
  .transform((value) => value !== 'false');
