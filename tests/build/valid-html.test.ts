/**
 * Every built page passes the W3C Nu HTML Checker (`npm run build` first): no error but the
 * checker's own lag behind browsers' CSS (tests/support/nu-html-checker.ts). A crawler, a
 * screen reader and every browser then read the same document. The checker needs Java: without
 * one the test is skipped, saying so, except in CI (the `CI` variable set), where it fails.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { offlinePageHtml } from '../../src/sw/offline-page.ts';
import { SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { findJava, pageErrors, runChecker } from '../support/nu-html-checker.ts';
import { tempFolder } from '../support/temp-folder.ts';

const DIST = 'dist';
const found = findJava();
const java = 'java' in found ? found.java : undefined;
const whyNoJava = 'missing' in found ? found.missing : '';

if (!java && !process.env.CI) {
  console.warn(
    `valid-html: SKIPPED the Nu HTML Checker on dist/ (${whyNoJava}). ` +
      'Install Java 11+ (Debian/Ubuntu: `npm run setup:browsers`, or `sudo apt-get install default-jre-headless`; elsewhere any JDK/JRE on PATH or in JAVA_HOME).',
  );
}

const builtPages = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return builtPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

it.skipIf(!java && !process.env.CI)('every built page has no error in the Nu HTML Checker', { timeout: 120_000 }, () => {
  if (!java) throw new Error(`CI needs the Nu HTML Checker, which needs Java: ${whyNoJava}. Install default-jre-headless (npm run setup:browsers).`);
  // With the page the service worker writes itself for an unknown address offline, in each language.
  const offline = tempFolder('offline-page-');
  const offlinePages = SITE_LANGUAGES.map(({ code }) => {
    const file = join(offline, `offline-${code}.html`);
    writeFileSync(file, offlinePageHtml(code, '/'));
    return file;
  });
  const pages = [...builtPages(DIST), ...offlinePages];
  expect(pages).toContain(join(DIST, 'index.html'));
  const errors = pageErrors(runChecker(java, pages)).map(
    ({ url, lastLine, lastColumn, message }) => `${url ? relative(process.cwd(), fileURLToPath(url)) : '?'}:${lastLine ?? '?'}:${lastColumn ?? '?'}: ${message}`,
  );
  expect(errors, `The Nu HTML Checker's errors:\n${errors.join('\n')}`).toEqual([]);
});
