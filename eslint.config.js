import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, bottom first: each folder imports only from the steps below its own, never
 * from its own step's other folders nor from above (docs/code-map.md, "Layers").
 * - config: the product's constants, words, seams, and the content's schema;
 * - content: the owner's files, typed by the schema's types;
 * - lib: logic without React, reading the content;
 * - styles: the Mantine theme (from the owner's accent);
 * - components: UI shared by sections;
 * - features: a feature whole (contact, career kit);
 * - sections and sw: the page's sections place components and features; the service worker takes
 *   a feature's worker side and nothing of the page;
 * - app: the page composed, its entries and its start.
 * test-utils stands outside the layers: the component tests' one render, which only tests import.
 * This list is the order's one description: the zones below, their test
 * (scripts/eslint/layer-rules.test.ts), the import graph's test (scripts/docs/layers.test.ts) and
 * the docs' drawing are all held to it.
 */
export const LAYERS = [['config'], ['content'], ['lib'], ['styles'], ['components'], ['features'], ['sections', 'sw'], ['app']];
/** The folders of a feature that run in the service worker (relative to src/features). */
const WORKER_SIDES = ['./contact/outbox'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
export const layerZones = [
  ...LAYERS.flatMap((step, at) =>
    step.map((folder) => {
      const above = [...step.filter((other) => other !== folder), ...LAYERS.slice(at + 1).flat()];
      return {
        target: `./src/${folder}`,
        from: above.map((other) => `./src/${other}`),
        message: `Layers run one way (${LAYERS.map((names) => names.join(' | ')).join(' → ')}): ${folder} imports only the layers before it.`,
      };
    }),
  ).filter((zone) => zone.from.length > 0),
  {
    target: './src/sw',
    from: ['./src/components'],
    message: 'The service worker takes only the features\' worker sides and shared code, nothing of the page.',
  },
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import from another feature.',
  })),
  {
    // Of a feature, the worker takes only the part that runs there (no React, no DOM): not its form.
    target: './src/sw',
    from: './src/features',
    except: WORKER_SIDES,
    message: 'The service worker takes only a feature\'s worker side (src/features/contact/outbox), never the page\'s part of it.',
  },
];
/**
 * The islands, read from their one declaration (src/app/islands.tsx: `import('@/sections/Gallery/…')`):
 * every other folder of src/sections is static, whatever its name, and so are the shared components.
 */
const ISLAND_SECTIONS = [...readFileSync(new URL('./src/app/islands.tsx', import.meta.url), 'utf8').matchAll(/import\('@\/sections\/([^/']+)\//g)].map(
  (match) => match[1],
);
const ISLAND_FOLDERS = ISLAND_SECTIONS.map((name) => `src/sections/${name}/**`);

/**
 * A static section may not import a feature, nor an island's section (whose code would then run
 * nowhere: a static section is never hydrated); an island's section may place a feature (see the
 * island override below).
 */
export const staticSectionZones = [
  {
    target: './src/sections',
    from: './src/features',
    message: 'A static section never runs in the browser: it may not import a feature. Place the feature in an island (src/app/islands.tsx).',
  },
  {
    target: './src/sections',
    from: ISLAND_SECTIONS.map((name) => `./src/sections/${name}`),
    message: 'A static section never runs in the browser: it may not import an island\'s section. Sections get content from props or the content module.',
  },
];

/**
 * One way to write an import of our own code, in src/, scripts/, tools/ and tests/ alike: the
 * file as it is named, extension included, as Node and Vite's native config loader need (Vite
 * warns on every import without one that the config reaches).
 */
const WITH_EXTENSION = {
  regex: '^(\\.{1,2}/|@/)(?!.*\\.(tsx?|css|json|svg|png|jpe?g|webp|avif|cjs|js|mjs|woff2?)(\\?.*)?$)',
  message: 'Import our own modules by their file name, extension included (./site-url.ts): one style everywhere (docs/code-map.md).',
};

/** The inline script runs before any module, in every page's first bytes: only config and lib code. */
const INLINE_SCRIPT_IMPORTS = {
  patterns: [
    WITH_EXTENSION,
    {
      regex: '^(?!\\./[\\w.-]+$|\\.\\./\\.\\./(config|lib)/)|\\.tsx$',
      message: 'The inline script (src/app/inline) may import only its own files and src/config, src/lib: no packages, React, Mantine or components.',
    },
  ],
};

/**
 * One import style in src/ (docs/code-map.md, "Imports"). config, content and lib are loaded as
 * written by the build's scripts, Vite's config loader and the inline script's own bundler, and
 * the last two do not know `@/`: these folders import by relative path. Everything else in src/
 * is only bundled: it reaches outside its own folder by `@/`, never by `../` (tests/ aside,
 * which `@/` does not reach).
 */
const LOADED_AS_WRITTEN = ['src/config/**', 'src/content/**', 'src/lib/**'];
const RELATIVE_ONLY = {
  patterns: [WITH_EXTENSION, { regex: '^@/', message: 'config, content and lib are loaded as written by Node and by bundlers that do not know @/: import by relative path.' }],
};
const ALIAS_OUTSIDE_THE_FOLDER = {
  patterns: [WITH_EXTENSION, { regex: '^\\.\\./(?!(\\.\\./)*tests/)', message: 'Outside its own folder, a bundled module imports by @/ (src/…), not by ../.' }],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.ssr*', '.bench', '.content-backup', '.mailbox', 'node_modules', 'test-results*', 'playwright-report*', 'dev-dist'] },
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
    settings: {
      'import/resolver': { [new URL('./scripts/eslint/src-alias-resolver.cjs', import.meta.url).pathname]: {} },
      // `@/…` is ours, not a scoped package; no-cycle parses our TypeScript to follow it.
      'import/internal-regex': '^@/',
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...staticSectionZones] }],
      // Packages are not followed: only our own files can make a cycle, and parsing Mantine's would take minutes.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/first': 'error',
    },
  },
  {
    // An island's section runs in the browser: it may place a feature.
    files: ISLAND_FOLDERS,
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
          selector: 'CallExpression[callee.name=/^use([A-Z]|$)/]',
          message: 'Static sections are never hydrated: a hook does nothing here. Declare it an island (src/app/islands.tsx) or use the inline script (src/app/inline).',
        },
        {
          // `React.useState(…)`, `React.use(…)`: the same hook, reached as a namespace member.
          selector: 'CallExpression[callee.type="MemberExpression"][callee.property.name=/^use([A-Z]|$)/]',
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
    // Every file's imports; the folders below add their own rules to this one.
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WITH_EXTENSION] }] },
  },
  {
    files: LOADED_AS_WRITTEN,
    rules: { 'no-restricted-imports': ['error', RELATIVE_ONLY] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...LOADED_AS_WRITTEN, 'src/app/inline/**'],
    rules: { 'no-restricted-imports': ['error', ALIAS_OUTSIDE_THE_FOLDER] },
  },
  {
    // Its tests import by relative path too, as the script does.
    files: ['src/app/inline/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', RELATIVE_ONLY] },
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
