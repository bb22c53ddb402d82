import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_RANGES } from '#web/fonts/devanagari-ranges';

const stylesheet = readFileSync('src/web/styles.css', 'utf8');
const faces = [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => body);
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

describe("the Hindi pages' font", () => {
  it('is one regular face over the characters the script keeps, swapped in', () => {
    const ranges = DEVANAGARI_RANGES.map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    ).join(', ');
    // Bolder text is this face made bold: a bold face was 43 KB more on a first Hindi visit.
    expect(faces).toHaveLength(1);
    const [face] = faces;
    expect(face).toContain("url('./fonts/noto-sans-devanagari-400.woff2')");
    expect(face).toContain('font-weight: 400;');
    expect(face).toContain(`unicode-range: ${ranges};`);
    // Preloaded, it swaps in.
    expect(face).toContain('font-display: swap;');
    expect(stylesheet).not.toMatch(/font-synthesis/);
    expect(stylesheet).toMatch(
      /html:lang\(hi\) body,\s*:is\(input, textarea\):lang\(hi\) {\s*font-family: 'Noto Sans Devanagari Subset', var\(--font-sans\);/,
    );
    expect(stylesheet).not.toMatch(/--font-sans:[^;]*Devanagari/);
  });

  it('is a WOFF2 subset, far smaller than the whole face', () => {
    const file = readFileSync('src/web/fonts/noto-sans-devanagari-400.woff2');
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(file.length).toBeLessThan(48 * 1024);
  });
});
