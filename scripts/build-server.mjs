// Bundles the server entry points into dist/server (or the folder given); npm packages stay
// external. The PDF worker's thread runs its own file, dist/server/pdf-worker.js, found beside
// main.js (services/pdf-jobs).
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/server/main.ts',
    'src/server/create-admin.ts',
    { in: 'src/server/services/pdf-worker.ts', out: 'pdf-worker' },
  ],
  outdir: process.argv[2] ?? 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
