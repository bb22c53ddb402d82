import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/<side>/features, read from disk so a new area is covered without editing this file. */
const featuresOf = (side) =>
  readdirSync(new URL(`./src/${side}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const featureMessage =
  'Features do not import each other; a route module composes them (server: go through an exported service or the API).';

/** In src, another folder's file is named from the top of its side, never by climbing two levels. */
const noClimbing = {
  regex: '^\\.\\./\\.\\./',
  message: 'Import it as #web/…, #server/… or #common/… instead of climbing with ../../.',
};

/** src's import rules: no climbing, and the `patterns` of the files' own boundaries. */
const restrictedImports = (...patterns) => ['error', { patterns: [noClimbing, ...patterns] }];

/** A feature folder may not reach into another feature's files. */
const featureBoundaries = (side) => {
  const features = featuresOf(side);
  return features.map((feature) => ({
    files: [`src/${side}/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrictedImports(
        ...features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [
              `**/features/${other}`,
              `**/features/${other}/**`,
              `../${other}`,
              `../${other}/**`,
            ],
            message: featureMessage,
          })),
      ),
    },
  }));
};

/** Shared web code (components, lib) imports no feature; only route modules compose features. */
const sharedWebCode = {
  files: ['src/web/components/**', 'src/web/lib/**'],
  rules: {
    'no-restricted-imports': restrictedImports({
      group: ['**/features', '**/features/**'],
      message: 'components and lib import no feature; a route module composes features.',
    }),
  },
};

/** Route files parse, authorise, call a feature function and map its answer: queries live in a repo. */
const routesWithoutQueries = {
  files: ['src/server/features/**/*routes.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
        message:
          'A route file holds no query or transaction: call a feature function or a repo function.',
      },
      {
        selector: "ImportDeclaration[source.value='kysely']",
        message: 'A route file builds no SQL: queries live in a repo.',
      },
    ],
  },
};

/**
 * Files whose words all come from the message catalogues (decision 044): a literal word in them is
 * an error. Each screen converted to messages adds its files here, until this is `src/web/**`.
 */
const translatedFiles = [
  'src/web/app/{site-header,account-actions,account-links}.{ts,tsx}',
  'src/web/app/later/*.tsx',
  'src/web/app/route-error.tsx',
  'src/web/components/{logo,page-loading,submit-button}.tsx',
  'src/web/lib/use-log-out.ts',
  'src/web/app/{public-layout,language-switch,skip-link,scroll-to-top-button}.tsx',
  'src/web/components/{carousel,pagination,load-error}.tsx',
  'src/web/routes/{home,courses}.{ts,tsx}',
  'src/web/features/site/{pages,policies}/*.tsx',
  'src/web/features/site/{home-hero,banner-slides,code-window,video-shorts,home-stats,certificate-banner}.tsx',
  'src/web/features/courses/{course-card,course-labels,course-text,course-facts,featured-courses}.{ts,tsx}',
  'src/web/features/courses/{finder,detail,plan,learning}/*.{ts,tsx}',
  'src/web/features/payments/{course-purchase,coupon-box,fee-balance,use-checkout}.{ts,tsx}',
  'src/web/features/payments/{learning,dialog}/*.{ts,tsx}',
  'src/web/features/reviews/{testimonials,stars,course/*,admin/*}.{ts,tsx}',
  'src/web/features/certificates/{sample-certificate,sample-certificate-dialog}.tsx',
  'src/web/features/articles/latest-news.tsx',
  'src/web/features/enquiries/{contact-page,contact-form,contact-map,honeypot,registration-form-page}.tsx',
  'src/web/features/enquiries/admin/*.{ts,tsx}',
  'src/web/features/certificates/check/*.{ts,tsx}',
  'src/web/features/certificates/admin/{admin-certificates-page,admin-certificate-upload-page,admin-certificate-edit-page,certificate-fields,certificate-history,pdf-file-field,certificate-content-form,certificate-file-form,certificate-status-form}.tsx',
  'src/web/features/users/{*,admin/*}.{ts,tsx}',
  'src/web/components/show-password-toggle.tsx',
  'src/web/features/activity/*.tsx',
  'src/web/features/stats/{admin-dashboard-page,todays-work}.tsx',
  'src/web/features/team/{team-section.tsx,admin/*.tsx}',
  'src/web/features/articles/{latest-news.tsx,pages/*.tsx,admin/*.{ts,tsx}}',
  'src/web/lib/{said,said-resolver}.ts',
  'src/web/app/admin-*.{ts,tsx}',
  'src/web/components/{admin-*,data-table,list-toolbar,confirm-dialog,delete-button,markdown-field,image-file-field,picture-edit-form,publish-checkbox,published-badge,hindi-twin-field}.tsx',
  'src/web/features/{settings,payments,stats,courses,certificates}/admin/*.{ts,tsx}',
  'src/web/features/certificates/api/run-import.ts',
  'src/web/features/enquiries/demo/*.{ts,tsx}',
  'src/web/features/payments/checkout/*.{ts,tsx}',
];

/** What is code rather than words: attribute values, class names, addresses, keys. */
const unlocalizedStrings = {
  files: translatedFiles,
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        // One word that does not start with a capital, UPPER_CASE, or no letters at all.
        ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^\\p{L}]*$'],
        ignoreNames: [
          { regex: { pattern: '(className|Class|Sizes)$', flags: 'i' } },
          { regex: { pattern: '^[A-Z0-9_-]+$' } },
          'src',
          'srcSet',
          'sizes',
          'href',
          'to',
          'type',
          'id',
          'key',
          'rel',
          'target',
          'allow',
          'role',
          'align',
          'field',
          'name',
          'aria-roledescription',
          'names',
        ],
        ignoreFunctions: ['field', 'Error', 'console.*', '*.startsWith', '*.includes', 'import'],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  { files: ['src/**'], rules: { 'no-restricted-imports': restrictedImports() } },
  ...featureBoundaries('server'),
  ...featureBoundaries('web'),
  sharedWebCode,
  routesWithoutQueries,
  unlocalizedStrings,
  prettier,
);
