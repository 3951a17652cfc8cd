import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '**/drizzle/**',
      'apps/storefront/app/locales/compiled/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/storefront/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A body that is no form makes request.formData() throw, a 500; readForm answers 400 or 415.
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    ignores: ['apps/storefront/app/lib/http/read-form.server.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
          message: 'Read an action’s form with readForm(request) (lib/http/read-form.server.ts).',
        },
      ],
    },
  },
  {
    // The browser's zod must not probe eval, which the Content-Security-Policy forbids (lib/forms/zod.ts).
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    ignores: ['apps/storefront/app/lib/forms/zod.ts', '**/*.server.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'Import z from ~/lib/forms/zod (no eval under the CSP).' }] },
      ],
    },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS.
    files: ['.dependency-cruiser.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line tools and scripts talk to the terminal.
    files: ['packages/data/src/cli/**', 'packages/data/src/bench/**', 'scripts/**', '.ci/**', 'apps/storefront/server.js', 'apps/storefront/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
