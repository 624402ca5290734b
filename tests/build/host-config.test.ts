/**
 * The hosting files agree with the build (`npm run build` first; `npm run test:build`):
 * every path public/_headers names exists in dist/, the page and the service worker are never
 * cached long, hashed assets are, no file gets two Cache-Control values, and the Netlify and
 * GitHub Pages settings publish the folder the build writes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** The `_headers` format Cloudflare Pages and Netlify share: a path, then indented `Name: value` lines. */
function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const [name, ...value] = line.trim().split(':');
    rules.at(-1)!.headers[name!.trim().toLowerCase()] = value.join(':').trim();
  }
  return rules;
}

const matches = (rule: string, path: string) => (rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : rule === path);

/** Every file the build wrote, as the URL path a host serves it at. */
function distPaths(dir = DIST, prefix = '/'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? distPaths(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const maxAge = (cacheControl: string | undefined) => Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);

describe('public/_headers (Cloudflare Pages, Netlify)', () => {
  const rules = parseHeaders(readFileSync('public/_headers', 'utf8'));
  const cacheControl = (path: string) => rules.filter((rule) => matches(rule.path, path) && rule.headers['cache-control']);

  it('is copied into the build as it is', () => {
    expect(readFileSync(join(DIST, '_headers'), 'utf8')).toBe(readFileSync('public/_headers', 'utf8'));
  });

  it('names only paths the build has', () => {
    for (const { path } of rules) {
      if (path === '/' || path === '/*') continue;
      const found = path.endsWith('/*') ? existsSync(join(DIST, path.slice(1, -2))) : existsSync(join(DIST, path.slice(1)));
      expect(found, `${path} is not in ${DIST}/`).toBe(true);
    }
  });

  it('has the page, the service worker and the manifest revalidated on every load', () => {
    for (const path of ['/', '/index.html', '/service-worker.js', '/manifest.webmanifest']) {
      const [rule, ...more] = cacheControl(path);
      expect(more, `${path} has one Cache-Control`).toEqual([]);
      expect(rule?.headers['cache-control'], path).toMatch(/no-cache|max-age=0/);
      expect(rule?.headers['cache-control'], path).not.toMatch(/immutable/);
    }
  });

  it('caches every hashed asset for a year, immutable, and gives no file two Cache-Control values', () => {
    const assets = distPaths().filter((path) => path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) {
      // Long caching is only safe for a name that changes with the content.
      expect(path, 'a hashed name').toMatch(/-[\w-]{8}\.\w+$/);
      const [rule] = cacheControl(path);
      expect(maxAge(rule?.headers['cache-control']), path).toBeGreaterThanOrEqual(YEAR_IN_SECONDS);
      expect(rule?.headers['cache-control'], path).toMatch(/immutable/);
    }
    for (const path of distPaths()) expect(cacheControl(path).length, path).toBeLessThanOrEqual(1);
  });

  it('sends the security headers with every response, framing denied', () => {
    const all = rules.find((rule) => rule.path === '/*')?.headers;
    expect(all).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none'",
    });
    expect(all?.['permissions-policy']).toMatch(/camera=\(\)/);
  });
});

describe('vercel.json (Vercel does not read _headers)', () => {
  const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as { buildCommand: string; outputDirectory: string; headers: { source: string; headers: { key: string; value: string }[] }[] };
  /** Vercel's `source` for a `_headers` path: its wildcard in path-to-regexp's form. */
  const vercelSource = (path: string) => (path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path);

  it('gives every path every header public/_headers gives it, name and value, and no other', () => {
    const fromHeaders = parseHeaders(readFileSync('public/_headers', 'utf8')).map(({ path, headers }) => ({ source: vercelSource(path), headers }));
    const fromVercel = vercel.headers.map(({ source, headers }) => ({ source, headers: Object.fromEntries(headers.map(({ key, value }) => [key.toLowerCase(), value])) }));
    expect(fromVercel).toEqual(fromHeaders);
  });

  it('builds with npm run build and publishes the build folder', () => {
    expect(vercel.buildCommand).toBe('npm run build');
    expect(vercel.outputDirectory).toBe(DIST);
  });
});

describe('netlify.toml and the GitHub Pages workflow', () => {
  it('Netlify builds with npm run build and publishes the build folder', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
    expect(toml).toMatch(new RegExp(`^\\s*publish = "${DIST}"$`, 'm'));
  });

  it('both hosts build on the same Node, one that package.json\'s engines allows', () => {
    const netlify = Number(/NODE_VERSION = "(\d+)"/.exec(readFileSync('netlify.toml', 'utf8'))?.[1]);
    const pages = Number(/node-version: (\d+)$/m.exec(readFileSync('.github/workflows/pages.yml', 'utf8'))?.[1]);
    const oldest = Number(/^>=(\d+)\./.exec(JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string)?.[1]);
    expect(pages).toBe(netlify);
    expect(netlify).toBeGreaterThanOrEqual(oldest);
  });

  it('the workflow builds, uploads the build folder and deploys with the official Pages actions', () => {
    const workflow = readFileSync('.github/workflows/pages.yml', 'utf8');
    for (const action of ['actions/configure-pages@', 'actions/upload-pages-artifact@', 'actions/deploy-pages@']) {
      expect(workflow).toContain(action);
    }
    expect(workflow).toMatch(/^\s+(- run: )?npm run build$/m);
    expect(workflow).toMatch(new RegExp(`path: ${DIST}\\n`));
    // The address: the owner's setting, else Pages' own, worked out with the other hosts' (site-address.ts).
    expect(workflow).toMatch(/^\s+VITE_SITE_URL: /m);
    expect(workflow).toMatch(/^\s+GITHUB_PAGES_URL: \$\{\{ steps\.pages\.outputs\.base_url \}\}$/m);
    // The outside data: the repositories asked with the workflow's token, the last good copies kept between runs.
    expect(workflow).toMatch(/^\s+GITHUB_TOKEN: \$\{\{ github\.token \}\}$/m);
    expect(workflow).toMatch(/^\s+path: \.outside-data$/m);
  });
});
