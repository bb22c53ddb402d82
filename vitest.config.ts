import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lingui-macros';
import { databaseFreeFiles } from './test/database-free';
import { sourceAliases } from './vite.config';

const missing = databaseFreeFiles.filter((file) => !existsSync(file));
if (missing.length)
  throw new Error(`test/database-free.ts lists missing files: ${missing.join(', ')}`);

export default defineConfig({
  resolve: { alias: sourceAliases },
  // The web app's messages, as the build compiles them (vite.config).
  plugins: [linguiMacros(), lingui()],
  test: {
    globalSetup: ['test/helpers/db-templates.ts'],
    setupFiles: ['test/helpers/dom-waits.ts'],
    // The PostgreSQL run in CI leaves out the files that run the same on either database.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_ONLY === 'true' ? databaseFreeFiles : []),
    ],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // A screen test against the real server (the marksheets panel's) took 45 s in CI beside the
    // other database's run and the browser journeys.
    testTimeout: 60_000,
    // A setup may build the web app's server render (seo tests): half a minute on a quiet machine,
    // more beside the other database's run.
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/**/*.test.ts'],
          // A worker keeps its loaded modules from one file to the next: loading them again for
          // each file took more of the run than the tests (SQLite run 131 s with it, 58 s
          // without). Every test builds its own app and site, and restores the timers and globals
          // it fakes.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          // Screen tests (`.tsx`) name their environment (happy-dom) in their first line. Each
          // file gets its own modules and page: the browser-side stores (the session, the toasts,
          // the page's address) are one per page, as in a browser, and a file left before would
          // otherwise be the next one's page.
          include: ['test/web/**/*.test.tsx'],
        },
      },
    ],
  },
});
