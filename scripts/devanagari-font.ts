/**
 * `npx tsx scripts/devanagari-font.ts`: writes the Hindi pages' font, Noto Sans Devanagari in the
 * two weights the site uses (400, and 700 for everything bolder), cut to the Devanagari block and
 * the joiners Hindi is written with, into src/web/fonts. Run again when @fontsource's version
 * changes. Everything Hindi text can hold is kept, not only what the catalogue holds today, so that
 * a Hindi course title the institute writes never falls back to another font mid-word.
 */
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { DEVANAGARI_RANGES } from '#web/fonts/devanagari-ranges';

const characters = DEVANAGARI_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('');

for (const weight of [400, 700]) {
  const source = await readFile(
    `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2' });
  const target = `src/web/fonts/noto-sans-devanagari-${weight}.woff2`;
  await writeFile(target, subset);
  console.log(`${target}: ${(subset.length / 1024).toFixed(1)} KB`);
}
