import { findControlCharacters } from '#common/text';

/**
 * JSON.parse for text a client sent: undefined instead of an exception when it is not JSON, or
 * when a text inside it holds a control character.
 */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return findControlCharacters(value) === undefined ? value : undefined;
  } catch {
    return undefined;
  }
}
