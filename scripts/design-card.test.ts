/**
 * The product's design card names its packages, the owner's choice and not ours to swap
 * (docs/architecture.md, "The packages the design card fixes"). Each one must be in
 * package.json and in use where the card's stack uses it: the page's and the worker's packages
 * imported by src/, workbox-window through vite-plugin-pwa's `virtual:pwa-register`, the tools
 * by the config files and scripts/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The card's packages the page and the service worker bundle: imported by src/. */
const BUNDLED = ['react', 'react-dom', '@mantine/core', '@mantine/carousel', '@mantine/form', '@emailjs/browser'];
/** The card's tools: imported by the config files at the root or by scripts/. */
const TOOLS = ['vite', 'vite-plugin-pwa', 'vitest', '@playwright/test'];

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const dependencies = Object.keys(manifest.dependencies ?? {});
const listed = [...dependencies, ...Object.keys(manifest.devDependencies ?? {})];

const isSource = (name: string) => /\.(?:ts|tsx|js|mjs|cjs)$/.test(name) && !/\.d\.ts$/.test(name);
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** Every module specifier the files name: static, dynamic and type imports, re-exports. */
const specifiersOf = (files: string[]) => new Set(files.flatMap((file) => ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName }) => fileName)));
/** `@mantine/core/styles.css` → `@mantine/core`, `react-dom/client` → `react-dom`. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const packagesOf = (specifiers: Set<string>) => new Set([...specifiers].map(packageOf));

const productFiles = sourceFiles('src').filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith(join('src', 'test-utils')));
const productSpecifiers = specifiersOf(productFiles);
const CONFIGS = readdirSync('.').filter((name) => /\.config\.(?:ts|js|mjs|cjs)$/.test(name));
const toolPackages = packagesOf(specifiersOf([...CONFIGS, ...sourceFiles('scripts')]));

describe("the design card's packages", () => {
  it('are all in package.json, the bundled ones as dependencies', () => {
    expect([...BUNDLED, 'workbox-window', ...TOOLS].filter((name) => !listed.includes(name))).toEqual([]);
    expect([...BUNDLED, 'workbox-window'].filter((name) => !dependencies.includes(name))).toEqual([]);
  });

  it('react, react-dom, Mantine (core, carousel, form) and the email SDK are imported by src/', () => {
    expect(productFiles.length).toBeGreaterThan(50);
    const used = packagesOf(productSpecifiers);
    expect(BUNDLED.filter((name) => !used.has(name))).toEqual([]);
  });

  it('workbox-window is used through virtual:pwa-register', () => {
    expect([...productSpecifiers].some((specifier) => specifier.startsWith('virtual:pwa-register'))).toBe(true);
    // The module vite-plugin-pwa gives for it in a build, which loads workbox-window.
    const plugin = dirname(createRequire(import.meta.url).resolve('vite-plugin-pwa/package.json'));
    expect(packagesOf(specifiersOf([join(plugin, 'dist/client/build/register.js')]))).toContain('workbox-window');
  });

  it('vite, vite-plugin-pwa, vitest and Playwright are imported by the config files and scripts/', () => {
    expect(CONFIGS).toEqual(expect.arrayContaining(['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts']));
    expect(TOOLS.filter((name) => !toolPackages.has(name))).toEqual([]);
  });
});
