/**
 * Entry JavaScript and first-load CSS, gzipped at level 9 from `dist/`: the module script that
 * `index.html` loads (held in a template until the first paint, or not), plus the chunks it preloads (Vite lists every static import as a
 * `modulepreload`), and the stylesheets linked from the page. Lazy chunks are not counted.
 */
import { readFileSync } from 'node:fs';
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

function sizeOf(distDir: string, path: string): AssetSize {
  const file = readFileSync(join(distDir, path.split(/[?#]/)[0]!));
  return { path, rawBytes: file.length, gzipBytes: gzipSync(file, { level: 9 }).length };
}

const sum = (assets: AssetSize[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

export function measureEntryBytes(distDir: string): EntryBytes {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scriptPaths = [
    ...attributeValues(html, /<script\b[^>]*\btype=["']module["'][^>]*>/gi, 'src'),
    ...attributeValues(html, /<link\b[^>]*\brel=["']modulepreload["'][^>]*>/gi, 'href'),
  ];
  const stylesheetPaths = attributeValues(html, /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/gi, 'href');
  const local = (path: string) => !/^[a-z]+:/i.test(path) && !path.startsWith('//');
  const scripts = [...new Set(scriptPaths)].filter(local).map((path) => sizeOf(distDir, path));
  const stylesheets = [...new Set(stylesheetPaths)].filter(local).map((path) => sizeOf(distDir, path));
  if (scripts.length === 0) throw new Error(`No module script found in ${join(distDir, 'index.html')}: is dist/ a production build?`);
  return { scripts, stylesheets, scriptGzipBytes: sum(scripts), stylesheetGzipBytes: sum(stylesheets) };
}
