/**
 * Entry JavaScript and first-load CSS of one page, gzipped at level 9 from `dist/`: the module
 * script that the page's `index.html` loads (held in a template until the first paint, or not),
 * plus the chunks it preloads (Vite lists every static import as a `modulepreload`), and the
 * stylesheets linked from the page. Lazy chunks are not counted. The page's inline classic
 * scripts are measured apart: they run before any module, but are part of the HTML.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  /** Path as the page names it, e.g. `/assets/index-abc.js`. */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface EntryBytes {
  scripts: AssetSize[];
  stylesheets: AssetSize[];
  scriptGzipBytes: number;
  stylesheetGzipBytes: number;
  /** The page's inline `<script>` blocks that run (not JSON-LD or other data), together, gzip -9. */
  inlineScriptGzipBytes: number;
}

/** Attribute values of the tags that match `tagPattern` and carry `attribute`. */
function attributeValues(html: string, tagPattern: RegExp, attribute: string): string[] {
  const values: string[] = [];
  const valuePattern = new RegExp(`\\s${attribute}=["']([^"']+)["']`, 'i');
  for (const match of html.matchAll(tagPattern)) {
    const value = valuePattern.exec(match[0])?.[1];
    if (value) values.push(value);
  }
  return values;
}

/** `/assets/x.js` from the site's root; `../assets/x.js` or `x.js` from the page's folder. */
function sizeOf(distDir: string, pagePath: string, path: string): AssetSize {
  const file = readFileSync(join(distDir, path.startsWith('/') ? '' : pagePath, path.split(/[?#]/)[0]!));
  return { path, rawBytes: file.length, gzipBytes: gzipSync(file, { level: 9 }).length };
}

const sum = (assets: AssetSize[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

/** Types of a `<script>` that the browser runs (JSON-LD and other data blocks are not). */
const RUNNING_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Scripts written in the page itself: no `src`, and a type that runs. */
function inlineScriptBytes(html: string): number {
  const runs = (attributes: string) => !/\ssrc=/i.test(attributes) && RUNNING_TYPES.has((/\stype=["']([^"']*)["']/i.exec(attributes)?.[1] ?? '').toLowerCase());
  const code = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((match) => runs(match[1]!)).map((match) => match[2]!);
  return code.length === 0 ? 0 : gzipSync(code.join('\n'), { level: 9 }).length;
}

/** The page at `pagePath` (`` for the root's, `fr/`), read from `<distDir>/<pagePath>index.html`. */
export function measureEntryBytes(distDir: string, pagePath = ''): EntryBytes {
  const htmlFile = join(distDir, pagePath, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: the content lists this page's language, but this build has no page for it.`);
  const html = readFileSync(htmlFile, 'utf8');
  const scriptPaths = [
    ...attributeValues(html, /<script\b[^>]*\btype=["']module["'][^>]*>/gi, 'src'),
    ...attributeValues(html, /<link\b[^>]*\brel=["']modulepreload["'][^>]*>/gi, 'href'),
  ];
  const stylesheetPaths = attributeValues(html, /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/gi, 'href');
  const local = (path: string) => !/^[a-z]+:/i.test(path) && !path.startsWith('//');
  const scripts = [...new Set(scriptPaths)].filter(local).map((path) => sizeOf(distDir, pagePath, path));
  const stylesheets = [...new Set(stylesheetPaths)].filter(local).map((path) => sizeOf(distDir, pagePath, path));
  if (scripts.length === 0) throw new Error(`No module script found in ${htmlFile}: is dist/ a production build?`);
  return { scripts, stylesheets, scriptGzipBytes: sum(scripts), stylesheetGzipBytes: sum(stylesheets), inlineScriptGzipBytes: inlineScriptBytes(html) };
}
