/**
 * The product (src/, scripts/, the build's config) never imports from tests/: what the build and
 * the tests need lives where both reach it (browser finding is scripts/browsers). Test files
 * (`*.test.ts`) beside the code may import test helpers, and so may the workshop (tools/: the
 * kit's screenshots drive the page as the browser tests do, tests/support/kit-page.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const PRODUCT = ['src', 'scripts'];
const CONFIGS = ['vite.config.ts', 'vitest.config.ts', 'eslint.config.js'];
/** `from '…/tests/…'` or `import('…/tests/…')`, however many `../` lead there. */
const IMPORT_FROM_TESTS = /(?:from\s+|import\s*\(\s*)['"](?:\.{1,2}\/)+tests\//;

const isCode = (name: string) => /\.(?:ts|tsx|js|cjs|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return isCode(entry.name) ? [path] : [];
  });
}

it('no product file imports from tests/', () => {
  const files = [...PRODUCT.flatMap(codeFiles), ...CONFIGS];
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((file) => IMPORT_FROM_TESTS.test(readFileSync(file, 'utf8')))).toEqual([]);
});
