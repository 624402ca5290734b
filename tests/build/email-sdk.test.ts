/**
 * The contact form's request is the provider's SDK's own (decision 002), in the page and in the
 * service worker that sends for it: its code is in both (`npm run build` first). In the page it
 * is a chunk of its own, loaded at the first send, not before. The worker, a classic script,
 * holds no module syntax, which would stop it from starting at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';
const WORKER = readFileSync(join(DIST, 'service-worker.js'), 'utf8');
const SCRIPTS = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, text: readFileSync(join(DIST, 'assets', name), 'utf8') }));

/** A text only the SDK holds: its own message for a missing public key, read from the installed package. */
const SDK_ROOT = dirname(createRequire(import.meta.url).resolve('@emailjs/browser/package.json'));
const SDK_MARK = /throw '(The public key is required[^']*)'/.exec(readFileSync(join(SDK_ROOT, 'es/utils/validateParams/validateParams.js'), 'utf8'))![1]!;

describe("the provider's SDK in the build", () => {
  it("is in the page's scripts, in one chunk that no page loads up front", () => {
    const holders = SCRIPTS.filter(({ text }) => text.includes(SDK_MARK));
    expect(holders).toHaveLength(1);
    const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.html'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(readFileSync(join(DIST, page), 'utf8')).not.toContain(holders[0]!.name);
  });

  it('is in the service worker, which holds no module syntax (a classic script cannot parse it)', () => {
    expect(WORKER.includes(SDK_MARK)).toBe(true);
    const moduleSyntax = WORKER.match(/.{0,40}(?:\bimport\.meta\b|\bimport\s*\(|^\s*(?:import|export)\s).{0,40}/m);
    expect(moduleSyntax?.[0] ?? null).toBeNull();
  });
});
