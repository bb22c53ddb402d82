import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = [
  'users',
  'courses',
  'news',
  'blog',
  'team',
  'reviews',
  'contacts',
  'registrations',
  'certificates',
  'payments',
  'settings',
  'stats',
];

/** A feature folder may not reach into another feature's files. */
const featureBoundaries = (side) =>
  features.map((feature) => ({
    files: [`src/${side}/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}/**`, `../${other}/**`],
              message:
                'Features do not import each other; go through an exported service or the API.',
            })),
        },
      ],
    },
  }));

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
  ...featureBoundaries('server'),
  ...featureBoundaries('web'),
  prettier,
);
