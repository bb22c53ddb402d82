/**
 * `npx tsx scripts/devanagari-font.ts`: writes the Hindi pages' font, Noto Sans Devanagari in the
 * two weights the site uses (400, and 700 for everything bolder), cut to the Devanagari block and
 * the joiners Hindi is written with, into src/web/fonts; and the 400 as TrueType into
 * src/server/fonts for the Hindi of invoices and receipts (decision 047), which HarfBuzz shapes
 * (it reads no WOFF2). Run again when @fontsource's version changes. Everything Hindi text can hold is kept, not only what the catalogue holds today, so that
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
  if (weight !== 400) continue;
  const truetype = await subsetFont(source, characters, { targetFormat: 'sfnt' });
  const serverTarget = 'src/server/fonts/noto-sans-devanagari-400.ttf';
  await writeFile(serverTarget, truetype);
  console.log(`${serverTarget}: ${(truetype.length / 1024).toFixed(1)} KB`);
}
