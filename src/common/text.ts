/** C0 control characters and DEL; tab, line feed and carriage return are ordinary text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters.';

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * What a one-line field (a name, a subject, a title) must not hold: every C0 control (tab and
 * line breaks too), DEL and the C1 controls, the line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates that make text read in another order than
 * it was written. A mail header, a CSV cell or a table row carries such text as it is.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export const ONE_LINE_MESSAGE =
  'Write this on one line, without line breaks, tabs or other control characters.';

export const isOneLine = (text: string) => !NOT_ONE_LINE.test(text);

/**
 * Where inside `value` (a string, or objects and arrays of them; binary data is not text) a text
 * or a key `matches`, as a dotted path ('' for `value` itself), or undefined when none does.
 */
export function findText(
  value: unknown,
  matches: (text: string) => boolean,
  path = '',
): string | undefined {
  if (typeof value === 'string') return matches(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (matches(key)) return path;
    const found = findText(item, matches, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Where inside `value` a text holds a control character (see `findText`). */
export const findControlCharacters = (value: unknown) => findText(value, hasControlCharacters);
