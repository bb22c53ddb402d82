import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_RANGES } from '#web/fonts/devanagari-ranges';

const stylesheet = readFileSync('src/web/styles.css', 'utf8');
const faces = [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => body);
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

describe("the Hindi pages' font", () => {
  it('is declared in the weights the script writes, over the characters it keeps', () => {
    const ranges = DEVANAGARI_RANGES.map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    ).join(', ');
    expect(faces).toHaveLength(2);
    for (const weight of [400, 700]) {
      const face = faces.find((body) => body.includes(`font-weight: ${weight};`));
      expect(face).toContain(`url('./fonts/noto-sans-devanagari-${weight}.woff2')`);
      expect(face).toContain(`unicode-range: ${ranges};`);
      // The regular face, preloaded, swaps in; the bold one is used only if there in time.
      expect(face).toContain(`font-display: ${weight === 400 ? 'swap' : 'optional'};`);
    }
    expect(stylesheet).toMatch(
      /html:lang\(hi\) body,\s*:is\(input, textarea\):lang\(hi\) {\s*font-family: 'Noto Sans Devanagari Subset', var\(--font-sans\);/,
    );
    expect(stylesheet).not.toMatch(/--font-sans:[^;]*Devanagari/);
  });

  it('is a WOFF2 subset, far smaller than the whole face', () => {
    for (const weight of [400, 700]) {
      const file = readFileSync(`src/web/fonts/noto-sans-devanagari-${weight}.woff2`);
      expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(file.length).toBeLessThan(48 * 1024);
    }
  });
});
