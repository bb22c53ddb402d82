import type { ByteRange } from '#server/services/storage';

/**
 * The one range a `Range` header asks of a file of `size` bytes: none when there is no header or
 * it asks several ranges (the whole file is sent), `unsatisfiable` when it is malformed or lies
 * outside the file. `bytes=0-99`, `bytes=100-` and the last 100, `bytes=-100`.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? null : 'unsatisfiable';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
