import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measureEntryBytes } from './entry-bytes.ts';

let distDir = '';
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

function writeDist(html: string, assets: Record<string, string>): void {
  distDir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), html);
  for (const [name, text] of Object.entries(assets)) writeFileSync(join(distDir, 'assets', name), text);
}

describe('measureEntryBytes', () => {
  it('counts an entry held until the first paint (in a template)', () => {
    const entry = 'export const a = 1;'.repeat(200);
    writeDist(`<head><template data-after-first-paint><script type="module" crossorigin src="/assets/index.js"></script></template></head>`, { 'index.js': entry, 'lazy.js': 'never counted' });
    expect(measureEntryBytes(distDir).scripts.map((script) => script.path)).toEqual(['/assets/index.js']);
  });

  it('counts the module entry and its modulepreloads, not inline or lazy scripts', () => {
    const entry = 'export const a = 1;'.repeat(200);
    const vendor = 'export const b = 2;'.repeat(300);
    writeDist(
      `<head><script>inline()</script>
        <script type="module" crossorigin src="/assets/index.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/vendor.js">
        <link rel="stylesheet" crossorigin href="/assets/index.css">
        <link rel="manifest" href="/manifest.webmanifest"></head>`,
      { 'index.js': entry, 'vendor.js': vendor, 'lazy.js': 'never counted', 'index.css': 'body{margin:0}' },
    );
    const bytes = measureEntryBytes(distDir);
    expect(bytes.scripts.map((script) => script.path)).toEqual(['/assets/index.js', '/assets/vendor.js']);
    expect(bytes.scriptGzipBytes).toBe(gzipSync(entry, { level: 9 }).length + gzipSync(vendor, { level: 9 }).length);
    expect(bytes.stylesheets.map((sheet) => sheet.path)).toEqual(['/assets/index.css']);
  });

  it('reads a page in a folder, its assets named from the root or from the folder', () => {
    const entry = 'export const a = 1;'.repeat(200);
    writeDist('<p>root page</p>', { 'index.js': entry, 'index.css': 'body{margin:0}' });
    mkdirSync(join(distDir, 'fr'));
    writeFileSync(join(distDir, 'fr', 'index.html'), `<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="../assets/index.css">`);
    const bytes = measureEntryBytes(distDir, 'fr/');
    expect(bytes.scriptGzipBytes).toBe(gzipSync(entry, { level: 9 }).length);
    expect(bytes.stylesheets.map((sheet) => sheet.rawBytes)).toEqual([14]);
  });

  it('counts the inline scripts that run apart, and not data blocks', () => {
    const inline = 'document.documentElement.dataset.a = "1";'.repeat(20);
    writeDist(
      `<script>${inline}</script><script type="application/ld+json">{"@type":"Person"}</script><script type="module" src="/assets/index.js"></script>`,
      { 'index.js': 'export {}' },
    );
    expect(measureEntryBytes(distDir).inlineScriptGzipBytes).toBe(gzipSync(inline, { level: 9 }).length);
  });

  it('names the page a build lacks', () => {
    writeDist('<script type="module" src="/assets/index.js"></script>', { 'index.js': 'export {}' });
    expect(() => measureEntryBytes(distDir, 'fr/')).toThrow(/fr\/index\.html is missing/);
  });

  it('refuses an index.html without a module script', () => {
    writeDist('<p>dev page</p>', {});
    expect(() => measureEntryBytes(distDir)).toThrow(/No module script/);
  });
});
