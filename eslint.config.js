import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import styleRules from './eslint-rules/no-raw-style-values.js';
import appRules from './eslint-rules/app-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'storybook-static/**',
      '.data/**',
      '**/generated/**',
      'app/i18n/compiled/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['app/**/*.tsx', 'design-system/**/*.tsx', 'studio/**/*.tsx'],
  },
  {
    // Every user-visible string in the product goes through react-intl with a description.
    files: ['app/**/*.tsx', 'design-system/**/*.tsx', 'studio/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|title|alt|placeholder|label)']] } },
      ],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    files: ['**/*.css.ts'],
    ignores: ['themes/**', 'tokens/**', '**/generated/**'],
    plugins: { style: styleRules },
    rules: { 'style/no-raw-style-values': 'error' },
  },
  {
    // Screens read stores; only stores call the platform.
    files: ['app/screens/**/*.{ts,tsx}'],
    plugins: { app: appRules },
    rules: { 'app/no-api-in-screens': 'error' },
  },
  {
    // In-app paths are written once, in the route table; tests and stories may spell them out.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/routes/**',
      'app/testing/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/storyFixtures.ts',
    ],
    plugins: { app: appRules },
    rules: { 'app/no-app-path-literals': 'error' },
  },
  {
    // One way each, and the smaller: schemas are the contract's own (contract/schema.ts), and inline
    // CSS variables the design system's `inlineVars`.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*'],
              message: "Use the contract's schemas: `import * as z from '@contract/schema'`.",
            },
          ],
          paths: [
            {
              name: '@vanilla-extract/dynamic',
              message: "Use the design system's `inlineVars` (design-system/utils/inlineVars.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The app names each call through its area's group, so a chunk keeps only the calls its code
    // makes; reading calls from the table of every call would keep them all (contract/README.md).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/testing/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@contract',
              importNames: ['contract'],
              allowTypeImports: true,
              message: "Import the call's group (e.g. `memberCalls` from '@contract/calls/member').",
            },
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message:
                "Use the app's `Link` (app/routes/Link.tsx): react-router's carries its framework mode's prefetching into every first load.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
