/**
 * A text with no translation stops the build, naming the file, the field and the language: a
 * copy of the checkout loses one line of its French texts (the profile's summary) and is built,
 * with `npm run build`'s own script and with a bare `vite build`. Only for a site with French.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/content/languages.ts';
import { copyCheckout } from '../support/checkout-copy.ts';

const FRENCH_FILE = 'src/content/translations/fr.ts';
const hasFrench = languages.some(({ code }) => code === 'fr');

describe.runIf(hasFrench)('a missing French text', () => {
  let copy = '';
  beforeAll(() => {
    copy = copyCheckout('portfolio-missing-translation-');
    const file = join(copy, FRENCH_FILE);
    const text = readFileSync(file, 'utf8');
    const withoutSummary = text.replace(/^\s*summary:.*\n/m, '');
    expect(withoutSummary).not.toBe(text);
    writeFileSync(file, withoutSummary);
  });
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  const run = (command: string[]) => {
    const result = spawnSync('npx', command, { cwd: copy, encoding: 'utf8', env });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };

  it('stops `npm run build` before anything is built, naming the file, the field and the language', () => {
    const { status, output } = run(['tsx', 'scripts/build.ts']);
    expect(status).not.toBe(0);
    expect(output).toContain('translations/fr.ts: profile.summary: has no fr text');
  }, 120_000);

  it('stops a bare `vite build` the same way', () => {
    const { status, output } = run(['vite', 'build']);
    expect(status).not.toBe(0);
    expect(output).toContain('translations/fr.ts: profile.summary: has no fr text');
  }, 120_000);
});
