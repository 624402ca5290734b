import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.ssr*', '.bench', '.mailbox', 'node_modules', 'test-results', 'playwright-report', 'dev-dist', 'tools'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures take `({}, use)`: neither a React hook nor an accidental empty pattern.
    files: ['tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Static parts of the page are prerendered and never hydrated (docs/decisions/003): a hook or
    // an event handler there would silently do nothing in the browser.
    files: ['src/sections/{Header,Hero,Projects,Skills,About,Footer}/**/*.tsx', 'src/components/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^use[A-Z]/]',
          message: 'Static sections are never hydrated: a hook does nothing here. Make it an island (src/app/islands.ts) or use the first-response script.',
        },
        {
          selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
          message: 'Static sections are never hydrated: an event handler does nothing here. Make it an island (src/app/islands.ts) or use the first-response script.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
