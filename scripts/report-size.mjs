// Prints how much JavaScript (gzipped) a visitor downloads to show the home page: the entry
// chunk, the app it imports in steps, and the home page's lazy chunk, each with the chunks they
// import statically.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = 'dist/web';
const homeSource = 'src/web/routes/home.tsx';
const budgetKb = 100;

const manifestFile = path.join(outDir, '.vite/manifest.json');
if (!existsSync(manifestFile)) fail(`${manifestFile} is missing; run vite build first`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
if (!manifest[homeSource]) fail(`the manifest has no chunk for ${homeSource}`);

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
for (const step of manifest[entryKey].dynamicImports ?? []) visit(step);
visit(homeSource);

let bytes = 0;
for (const file of files) bytes += gzipSync(readFileSync(path.join(outDir, file))).length;
const kb = bytes / 1024;

console.log(`Home route JavaScript: ${kb.toFixed(1)} KB gzipped (${files.size} files)`);
if (kb > budgetKb) console.log(`  over the ${budgetKb} KB budget`);

function fail(reason) {
  console.error(`report-size: ${reason}.`);
  process.exit(1);
}
