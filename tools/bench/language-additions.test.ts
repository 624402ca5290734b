import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesNamedBy, precacheAddedBy } from './language-additions.ts';
import type { PrecacheBytes } from './precache-bytes.ts';
import type { SitePage } from './site-pages.ts';

const ROOT: SitePage = { language: 'en', tag: 'en-CA', path: '', label: '/' };
const FRENCH: SitePage = { language: 'fr', tag: 'fr-CA', path: 'fr/', label: 'fr/' };

let distDir = '';
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

function writePages(root: string, french: string): void {
  distDir = mkdtempSync(join(tmpdir(), 'bench-languages-'));
  mkdirSync(join(distDir, 'fr'));
  writeFileSync(join(distDir, 'index.html'), root);
  writeFileSync(join(distDir, 'fr', 'index.html'), french);
}

const precache = (urls: string[]): PrecacheBytes => ({
  files: urls.length,
  transferBytes: urls.length * 10,
  entries: urls.map((url) => ({ url, transferBytes: 10 })),
});

describe('filesNamedBy', () => {
  it('reads src, href and every srcset candidate, from the root or the page’s folder, not other sites', () => {
    const html = `<img src="/assets/a.avif" srcset="/assets/a-400.avif 400w, /assets/a-800.avif 800w"><a href="resume.pdf"><a href="../contact.vcf?x=1"><link href="https://example.com/x.css"><a href="#projects">`;
    expect([...filesNamedBy(html, 'fr/')].sort()).toEqual(['assets/a-400.avif', 'assets/a-800.avif', 'assets/a.avif', 'contact.vcf', 'fr/resume.pdf']);
  });
});

describe('precacheAddedBy', () => {
  it('counts the files under the page’s folder and what only its page names, by kind', () => {
    writePages(
      `<img src="/assets/photo.avif"><script type="module" src="/assets/index.js"></script><a href="/resume.pdf">`,
      `<img src="/assets/photo.avif"><script type="module" src="/assets/index.js"></script><script type="module" src="/assets/words-fr.js"></script><a href="/fr/resume.pdf">`,
    );
    const entries = ['index.html', 'resume.pdf', 'assets/photo.avif', 'assets/index.js', 'fr/index.html', 'fr/resume.pdf', 'fr/resume.json', 'fr/qr-code.svg', 'assets/words-fr.js'];
    const added = precacheAddedBy(distDir, precache(entries), FRENCH, ROOT);
    expect(added.files.map(({ url, kind }) => [url, kind])).toEqual([
      ['fr/index.html', 'page'],
      ['fr/resume.pdf', 'resume'],
      ['fr/resume.json', 'resume'],
      ['fr/qr-code.svg', 'career kit'],
      ['assets/words-fr.js', 'other'],
    ]);
    expect(added.transferBytes).toBe(50);
  });

  it('sees an image that only the other page names: one not shared', () => {
    writePages(`<img src="/assets/photo.avif">`, `<img src="/assets/photo-fr.avif">`);
    const added = precacheAddedBy(distDir, precache(['index.html', 'fr/index.html', 'assets/photo.avif', 'assets/photo-fr.avif']), FRENCH, ROOT);
    expect(added.files.map(({ url, kind }) => [url, kind])).toEqual([
      ['fr/index.html', 'page'],
      ['assets/photo-fr.avif', 'image'],
    ]);
  });
});
