// Bundles the server entry points into dist/server (or the folder given); npm packages stay
// external. The PDF worker's thread runs its own file, dist/server/pdf-worker.js, found beside
// main.js (services/pdf-jobs). The server's fonts go to the folder beside it, `../fonts` from the
// running code as from src/server/services (services/devanagari-shaper).
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist/server';

await build({
  entryPoints: [
    'src/server/main.ts',
    'src/server/create-admin.ts',
    { in: 'src/server/services/pdf-worker.ts', out: 'pdf-worker' },
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

await cp('src/server/fonts', path.join(outdir, '..', 'fonts'), { recursive: true });
