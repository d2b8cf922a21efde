// Lint set-up: typescript-eslint's strict rules, React hooks, and the import direction of DESIGN.md §3
// (rules → engine → theme, sections → pages → app; the server never imports React code).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((group) => ({
          group: [group],
          message: 'import direction: see DESIGN.md §3',
        })),
      },
    ],
  },
});

const ui = ['**/theme/**', '**/pages/**', '**/app/**'];

export default tseslint.config(
  { ignores: ['dist', 'bench/dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Japanese text legitimately holds the full-width space (U+3000).
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipComments: true, skipJSXText: true, skipTemplates: true },
      ],
    },
  },
  // The store is asynchronous (Kysely): a call that is not awaited runs after its answer has gone, and a
  // Promise in a condition is always true. Type-aware rules find both in the server and its tests.
  {
    files: ['src/server/**/*.ts', 'tests/server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // Not React code: Ajv's `usePattern` and Fastify hooks are not React hooks.
  { files: ['rules/**', 'src/server/**', 'scripts/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // rjsf hands out the same template component from its registry on every render (getTemplate), so the
  // "component created during render" rule does not apply to the theme's templates.
  { files: ['src/theme/**'], rules: { 'react-hooks/static-components': 'off' } },
  layer(['rules/**'], ['**/src/**', 'react', 'react-dom']),
  layer(['src/engine/**'], [...ui, '**/sections/**', '**/server/**', '**/api/**']),
  layer(['src/theme/**'], ['**/pages/**', '**/app/**', '**/sections/**', '**/server/**', '**/api/**']),
  layer(['src/sections/**'], [...ui, '**/server/**', '**/engine/renderer/**', 'react', 'react-dom']),
  layer(['src/api/**'], [...ui, '**/server/**']),
  layer(['src/pages/**'], ['**/app/**', '**/server/**']),
  layer(['src/app/**'], ['**/server/**']),
  layer(
    ['src/server/**'],
    [...ui, '**/api/**', '**/engine/renderer/**', 'react', 'react-dom', '@blueprintjs/*', '@rjsf/core'],
  ),
);
