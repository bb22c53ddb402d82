/**
 * `npx tsx scripts/devanagari-font.ts`: writes the Hindi pages' font, Noto Sans Devanagari in its
 * regular weight (the browser makes it bold where the text is bolder), cut to the characters Hindi
 * is written with (`DEVANAGARI_RANGES`), into src/web/fonts; and the whole Devanagari block as
 * TrueType into src/server/fonts for the Hindi of invoices and receipts (decision 047), which
 * HarfBuzz shapes (it reads no WOFF2) and whose bytes no reader downloads. Run again when
 * @fontsource's version changes. Everything Hindi text can hold is kept, not only what the
 * catalogue holds today, so that a Hindi course title the institute writes never falls back to
 * another font mid-word.
 */
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { DEVANAGARI_RANGES } from '#web/fonts/devanagari-ranges';

const charactersOf = (ranges: readonly (readonly [number, number])[]) =>
  ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');

const source = await readFile(
  'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
);
const outputs = [
  {
    target: 'src/web/fonts/noto-sans-devanagari-400.woff2',
    targetFormat: 'woff2',
    ranges: DEVANAGARI_RANGES,
  },
  {
    target: 'src/server/fonts/noto-sans-devanagari-400.ttf',
    targetFormat: 'sfnt',
    ranges: [
      [0x0900, 0x097f],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ],
  },
] as const;
for (const { target, targetFormat, ranges } of outputs) {
  const subset = await subsetFont(source, charactersOf(ranges), { targetFormat });
  await writeFile(target, subset);
  console.log(`${target}: ${(subset.length / 1024).toFixed(1)} KB`);
}
