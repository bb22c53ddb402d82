/**
 * `npx tsx scripts/devanagari-font.ts`: writes the Hindi pages' font, Noto Sans Devanagari in its
 * regular weight (the browser makes it bold where the text is bolder), cut to the Devanagari block
 * and the joiners Hindi is written with, into src/web/fonts; and the same as TrueType into
 * src/server/fonts for the Hindi of invoices and receipts (decision 047), which HarfBuzz shapes (it
 * reads no WOFF2). Run again when @fontsource's version changes. Everything Hindi text can hold is
 * kept, not only what the catalogue holds today, so that a Hindi course title the institute writes
 * never falls back to another font mid-word.
 */
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { DEVANAGARI_RANGES } from '#web/fonts/devanagari-ranges';

const characters = DEVANAGARI_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('');

const source = await readFile(
  'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
);
const outputs = [
  { target: 'src/web/fonts/noto-sans-devanagari-400.woff2', targetFormat: 'woff2' },
  { target: 'src/server/fonts/noto-sans-devanagari-400.ttf', targetFormat: 'sfnt' },
] as const;
for (const { target, targetFormat } of outputs) {
  const subset = await subsetFont(source, characters, { targetFormat });
  await writeFile(target, subset);
  console.log(`${target}: ${(subset.length / 1024).toFixed(1)} KB`);
}
