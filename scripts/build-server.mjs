// Bundles the server entry points into dist/server; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/create-admin.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
