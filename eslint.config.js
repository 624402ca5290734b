import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Code flows one way: shared code (lib, content, config, components, hooks) → features →
 * sections and app. Shared code never reaches up, and a feature never reaches into another one.
 */
const SHARED = ['./src/lib', './src/content', './src/config', './src/components', './src/hooks'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...SHARED.map((target) => ({
    target,
    from: ['./src/app', './src/sections', './src/features'],
    message: 'Shared code must not import from app, sections or features.',
  })),
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import from another feature.',
  })),
];

/**
 * The islands, read from their one declaration (src/app/islands.tsx: `import('@/sections/Gallery/…')`):
 * every other folder of src/sections is static, whatever its name, and so are the shared components.
 */
const ISLAND_SECTIONS = [...readFileSync(new URL('./src/app/islands.tsx', import.meta.url), 'utf8').matchAll(/import\('@\/sections\/([^/']+)\//g)].map(
  (match) => match[1],
);
const ISLAND_FOLDERS = ISLAND_SECTIONS.map((name) => `src/sections/${name}/**`);

/** The inline script runs before any module, in every page's first bytes: only config and lib code. */
const INLINE_SCRIPT_IMPORTS = {
  patterns: [
    {
      regex: '^(?!\\./[\\w.-]+$|\\.\\./\\.\\./(config|lib)/)|\\.tsx$',
      message: 'The inline script (src/app/inline) may import only its own files and src/config, src/lib: no packages, React, Mantine or components.',
    },
  ],
};

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { [new URL('./scripts/eslint/src-alias-resolver.cjs', import.meta.url).pathname]: {} } },
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Playwright fixtures take `({}, use)`: neither a React hook nor an accidental empty pattern.
    files: ['tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Static parts of the page are prerendered and never hydrated (docs/decisions/003): a hook or
    // an event handler there would silently do nothing in the browser.
    files: ['src/sections/**/*.tsx', 'src/components/**/*.tsx'],
    ignores: ISLAND_FOLDERS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^use[A-Z]/]',
          message: 'Static sections are never hydrated: a hook does nothing here. Declare it an island (src/app/islands.tsx) or use the inline script (src/app/inline).',
        },
        {
          selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
          message: 'Static sections are never hydrated: an event handler does nothing here. Declare it an island (src/app/islands.tsx) or use the inline script (src/app/inline).',
        },
      ],
    },
  },
  {
    files: ['src/app/inline/**/*.ts'],
    ignores: ['src/app/inline/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', INLINE_SCRIPT_IMPORTS] },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
