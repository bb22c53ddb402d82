import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lingui-macros';
import { sourceAliases } from './vite.config';

export default defineConfig({
  resolve: { alias: sourceAliases },
  // The web app's messages, as the build compiles them (vite.config).
  plugins: [linguiMacros(), lingui()],
  test: {
    // Web tests (`.tsx`) name their environment (happy-dom) in their first line.
    include: ['test/**/*.test.ts', 'test/web/**/*.test.tsx'],
    globalSetup: ['test/helpers/pg-template.ts'],
    environment: 'node',
    pool: 'forks',
    // A worker keeps its loaded modules from one file to the next: loading them again for each
    // file took more of the run than the tests (SQLite run 131 s with it, 58 s without). Every
    // test builds its own app and site, and restores the timers and globals it fakes.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
