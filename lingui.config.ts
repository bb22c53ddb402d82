import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's messages (decision 044): English as written in the code, Hindi beside it, one PO
 * file per language under src/web/locales, compiled by the build (@lingui/vite-plugin).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}',
      include: ['<rootDir>/src/web'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
