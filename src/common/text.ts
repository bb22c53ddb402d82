/** C0 control characters and DEL; tab, line feed and carriage return are ordinary text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters.';

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * Where inside `value` (a string, or objects and arrays of them; binary data is not text) a text
 * holds a control character, as a dotted path ('' for `value` itself), or undefined when none does.
 */
export function findControlCharacters(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return path;
    const found = findControlCharacters(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
