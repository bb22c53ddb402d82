import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import babel from '@lingui/cli/api/extractors/babel';
import { saidMessages } from './scripts/said-messages';

const FEATURES = 'src/web/features';
const foldersIn = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'api')
    .map((entry) => entry.name);
/** A feature's parts that have words of their own: `courses/admin` -> `courses-admin.po`. */
const featureParts = foldersIn(FEATURES).flatMap((feature) =>
  foldersIn(`${FEATURES}/${feature}`).map((part) => `${feature}/${part}`),
);
/** The web's own files that write messages in the server's words (decision 046). */
const WEB_SERVER_MESSAGES = [
  '<rootDir>/src/web/lib/api.ts',
  '<rootDir>/src/web/lib/file-list-schema.ts',
];

/** The admin's frame and the shared parts only its screens use: their words load with them. */
const ADMIN_SHELL = [
  '<rootDir>/src/web/app/admin-*',
  '<rootDir>/src/web/components/{admin-*,data-table,list-toolbar,confirm-dialog,delete-button,markdown-field,image-file-field,image-preview,picture-edit-form,publish-checkbox,published-badge,hindi-twin-field}.tsx',
];

/**
 * The web app's messages (decision 044): English as written in the code, Hindi beside it, in PO
 * files under src/web/locales/{language}/, compiled by the build (@lingui/vite-plugin). The shell
 * (layouts, shared components, route modules) has one catalogue, loaded with the app, but for the
 * parts of the frame that load once the page shows (app/later: the footer, the profile menu), which
 * have their own, and so do the admin's frame and the parts only its screens use (`admin.po`,
 * loaded by `app/admin-messages.ts`); each feature
 * has its own, loaded by the feature's `messages.ts` with its code, and so has each folder inside a
 * feature (its admin screens, a page that home does not show), so a page downloads the words of
 * the parts it shows, in its language only.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/shell',
      include: [
        '<rootDir>/src/web/app',
        '<rootDir>/src/web/components',
        '<rootDir>/src/web/lib',
        '<rootDir>/src/web/routes',
      ],
      exclude: ['<rootDir>/src/web/app/later/**', ...WEB_SERVER_MESSAGES, ...ADMIN_SHELL],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/later',
      include: ['<rootDir>/src/web/app/later'],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/{name}',
      include: ['<rootDir>/src/web/features/{name}'],
      exclude: ['<rootDir>/src/web/features/{name}/*/*'],
    },
    ...featureParts.map((part) => ({
      path: `<rootDir>/src/web/locales/{locale}/${part.replace('/', '-')}`,
      include: [`<rootDir>/${FEATURES}/${part}`],
    })),
    {
      path: '<rootDir>/src/web/locales/{locale}/admin',
      include: ADMIN_SHELL,
    },
    // The messages the server sends a person, read by scripts/said-messages (decision 046).
    {
      path: '<rootDir>/src/web/locales/{locale}/said',
      include: ['<rootDir>/src/server', '<rootDir>/src/common', ...WEB_SERVER_MESSAGES],
      exclude: ['<rootDir>/src/server/db/**'],
    },
  ],
  extractors: [saidMessages, babel],
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
