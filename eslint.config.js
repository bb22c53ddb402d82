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
 * Every word of the web app comes from the message catalogues (decision 044): a literal word in
 * its code is an error. The server's messages the web repeats or sends itself are English on
 * purpose: they are the keys of the server's messages catalogue, which a Hindi page reads them
 * through (decision 046).
 */
const translatedFiles = ['src/web/**/*.{ts,tsx}'];
const serverMessagesFiles = ['src/web/lib/api.ts', 'src/web/lib/file-list-schema.ts'];

/** What is code rather than words: attribute values, class names, addresses, keys. */
const unlocalizedStrings = {
  files: translatedFiles,
  ignores: serverMessagesFiles,
  plugins: { lingui },
  rules: {
    // The lingui rule passes words in attributes; these carry words a person reads or hears.
    'no-restricted-syntax': [
      'error',
      ...[
        'Literal[value=/[A-Za-z]{2}/]',
        'JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]',
        'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2}/]',
      ].map((words) => ({
        selector: `JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|alt|title|label|hint)$/] > ${words}`,
        message: 'These are words a person reads or hears: take them from the catalogue (t`…`).',
      })),
    ],
    'lingui/no-unlocalized-strings': [
      'error',
      {
        // One word that does not start with a capital, UPPER_CASE, no letters at all, or markup.
        ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^\\p{L}]*$', '^<'],
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
