/**
 * The address a build publishes, worked out once for everything that names it (canonical links,
 * Open Graph, the sitemap, robots.txt, the QR code, the contact card, the JSON Resume, the
 * contact check): VITE_SITE_URL when the owner set it; else the address the host states for
 * this build (Netlify, Vercel); else, on a host that states none worth publishing (Cloudflare
 * Pages' per-deployment address), the build stops and says where to set VITE_SITE_URL; else a
 * local build, named by where `npm start` serves it. A build on a host never names this machine.
 */
import { loadEnv } from 'vite';
import { isLoopbackHost } from '../../../src/config/loopback.ts';
import { localSiteUrl, normalizeSiteUrl } from './site-url.ts';

export interface SiteAddress {
  /** `https://example.org/portfolio`: no trailing slash (normalizeSiteUrl). */
  url: string;
  /** Where the address came from, in the owner's words: printed by the build. */
  source: string;
  /** A deploy preview at its own address: published, but asks search engines not to index it. */
  preview: boolean;
}

/** The host building this, by the variables it sets itself (library-notes: hosts' own variables). */
type Host = 'Netlify' | 'Vercel' | 'Cloudflare Pages' | null;

function hostOf(env: NodeJS.ProcessEnv): Host {
  if (env.NETLIFY === 'true') return 'Netlify';
  if (env.VERCEL === '1') return 'Vercel';
  if (env.CF_PAGES === '1') return 'Cloudflare Pages';
  return null;
}

/** Where each host takes a build variable: what the stop messages tell the owner to open. */
const HOST_SETTINGS: Record<Exclude<Host, null>, string> = {
  Netlify: 'Netlify: Site configuration → Environment variables',
  Vercel: 'Vercel: Project → Settings → Environment Variables',
  'Cloudflare Pages': 'Cloudflare: Workers & Pages → your project → Settings → Variables and Secrets (Production)',
};

/** A host name without a scheme (Vercel's variables) as an https address. */
const withScheme = (address: string): string => (/^https?:\/\//i.test(address) ? address : `https://${address}`);

function fromHost(host: Exclude<Host, null>, env: NodeJS.ProcessEnv): SiteAddress | null {
  if (host === 'Netlify') {
    // CONTEXT is production, deploy-preview or branch-deploy; a preview has its own address.
    if (env.CONTEXT === 'production') return env.URL ? { url: normalizeSiteUrl(env.URL), source: "Netlify's URL", preview: false } : null;
    const own = env.DEPLOY_PRIME_URL || env.DEPLOY_URL;
    return own ? { url: normalizeSiteUrl(own), source: `Netlify's DEPLOY_PRIME_URL (${env.CONTEXT ?? 'a preview'}, not indexed)`, preview: true } : null;
  }
  if (host === 'Vercel') {
    if (env.VERCEL_ENV === 'production') {
      const production = env.VERCEL_PROJECT_PRODUCTION_URL;
      return production ? { url: normalizeSiteUrl(withScheme(production)), source: "Vercel's VERCEL_PROJECT_PRODUCTION_URL", preview: false } : null;
    }
    return env.VERCEL_URL ? { url: normalizeSiteUrl(withScheme(env.VERCEL_URL)), source: `Vercel's VERCEL_URL (${env.VERCEL_ENV ?? 'a preview'}, not indexed)`, preview: true } : null;
  }
  // Cloudflare Pages states only this deployment's own https://<hash>.<project>.pages.dev.
  return null;
}

const noAddressMessage = (host: Exclude<Host, null>): string =>
  [
    `This build runs on ${host}, which gives no address to publish the site at, and VITE_SITE_URL is not set.`,
    `Set VITE_SITE_URL to the site's full address (e.g. https://your-project.pages.dev/ or your own domain) in ${HOST_SETTINGS[host]}, then build again.`,
    'Without it the canonical link, the sitemap, the QR code and the contact card would name this machine, not your site.',
  ].join('\n');

/** The address this build publishes, from the build's environment (process.env plus .env files). */
export function siteAddress(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  const host = hostOf(env);
  const chosen = env.VITE_SITE_URL?.trim()
    ? { url: normalizeSiteUrl(env.VITE_SITE_URL), source: 'VITE_SITE_URL', preview: false }
    : host
      ? fromHost(host, env)
      : { url: localSiteUrl(env), source: `a local build: npm start serves it here; set VITE_SITE_URL to publish`, preview: false };
  if (!chosen) throw new Error(noAddressMessage(host!));
  if (host && isLoopbackHost(new URL(chosen.url).hostname)) {
    throw new Error(`This build runs on ${host}, yet its address is ${chosen.url}, on the build machine itself. Set VITE_SITE_URL to the site's public address in ${HOST_SETTINGS[host]}.`);
  }
  return chosen;
}

/** `build: the site's address is …`, the line every build prints, so an owner sees what a host gave. */
export const siteAddressLine = ({ url, source }: SiteAddress): string => `the site's address is ${url}/ (from ${source})`;

/** A build's environment: the process's variables (a host's among them) and VITE_* as Vite reads them, .env files included. */
export const buildEnv = (root: string, mode = 'production'): NodeJS.ProcessEnv => ({ ...process.env, ...loadEnv(mode, root, 'VITE_') });

/** The address a build in `root` publishes. */
export const buildSiteAddress = (root: string, mode = 'production'): SiteAddress => siteAddress(buildEnv(root, mode));
