/**
 * The address the site is served from, for the absolute URLs that canonical links, Open Graph,
 * JSON-LD, robots.txt, the sitemap, the contact card and the QR code need. Set VITE_SITE_URL when
 * deploying; without it the build is a local one, and its URLs name where `npm start` serves it:
 * 127.0.0.1 on PORT (default 4173), so local audits see metadata that points at themselves.
 */
import { startPort } from './site-ports.ts';

/** A local build's address: `npm start`'s, PORT included. */
export const localSiteUrl = (env: NodeJS.ProcessEnv = process.env): string => `http://127.0.0.1:${startPort(env)}`;

/**
 * `https://Example.org/portfolio//?x#y` → `https://example.org/portfolio`: an http(s) origin plus
 * path, with no trailing slash, query or hash, so `${siteUrl}/file` is always well formed.
 * Unset, the local address on `env`'s PORT.
 */
export function normalizeSiteUrl(raw: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const value = raw?.trim() || localSiteUrl(env);
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`VITE_SITE_URL must be an absolute http(s) URL, got "${value}".`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** An absolute URL for a path on the site: (`https://example.org`, `/og-image.png`). */
export const siteHref = (siteUrl: string, path = '/'): string => `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * Vite's `base` for a site URL: its path with one trailing slash (`/` at a host's root,
 * `/portfolio/` for `https://user.github.io/portfolio`), so every asset, the manifest and the
 * service worker's scope follow where the site lives.
 */
export const siteBasePath = (siteUrl: string): string => `${new URL(siteUrl).pathname.replace(/\/+$/, '')}/`;
