/**
 * The address a build publishes, worked out once for everything that names it (canonical links,
 * Open Graph, the sitemap, robots.txt, the QR code, the contact card, the JSON Resume, the
 * contact check): VITE_SITE_URL when the owner set it; else the address the host states for
 * this build (Netlify, Vercel, GitHub Pages, GitLab Pages); else, on a host that states none
 * worth publishing (Cloudflare Pages' per-deployment address) or on any other CI (which builds
 * to publish, and every CI sets CI=true), the build stops and says where to set VITE_SITE_URL;
 * else a local build on the owner's machine, named by where `npm start` serves it. A build on a
 * host never names this machine; a local build on a CI says so with VITE_SITE_URL (the gate does).
 */
import { loadEnv } from 'vite';
import { isLoopbackHost } from '../../src/config/loopback.ts';
import { isCi } from '../browsers/find-engines.ts';
import { localSiteUrl, normalizeSiteUrl } from './site-url.ts';

export interface SiteAddress {
  /** `https://example.org/portfolio`: no trailing slash (normalizeSiteUrl). */
  url: string;
  /** Where the address came from, in the owner's words: printed by the build. */
  source: string;
  /** A deploy preview at its own address: published, but asks search engines not to index it. */
  preview: boolean;
}

/**
 * The host building this, by the variables it sets itself, as each host documents them. 'a CI'
 * is any other: every common CI sets CI=true (CI=1 on some).
 */
type Host = 'Netlify' | 'Vercel' | 'Cloudflare Pages' | 'GitLab Pages' | 'GitHub Pages' | 'a CI';

function hostOf(env: NodeJS.ProcessEnv): Host | null {
  if (env.NETLIFY === 'true') return 'Netlify';
  if (env.VERCEL === '1') return 'Vercel';
  if (env.CF_PAGES === '1') return 'Cloudflare Pages';
  if (env.GITLAB_CI === 'true') return 'GitLab Pages';
  // .github/workflows/pages.yml passes Pages' own address (actions/configure-pages) as GITHUB_PAGES_URL.
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_PAGES_URL !== undefined) return 'GitHub Pages';
  return isCi(env) ? 'a CI' : null;
}

/** Where each host takes a build variable: what the stop messages tell the owner to open. */
const HOST_SETTINGS: Record<Host, string> = {
  Netlify: 'Netlify: Site configuration → Environment variables',
  Vercel: 'Vercel: Project → Settings → Environment Variables',
  'Cloudflare Pages': 'Cloudflare: Workers & Pages → your project → Settings → Variables and Secrets (Production and Preview)',
  'GitLab Pages': 'GitLab: Settings → CI/CD → Variables',
  'GitHub Pages': 'GitHub: Settings → Secrets and variables → Actions',
  'a CI': "the CI's settings for the build's environment variables, or `npm run build -- --site-url <address>`",
};

/** Hosts whose jobs may also test the site, at a local address set by hand. */
const TESTS_RUN_ON: Partial<Record<Host, true>> = { 'GitLab Pages': true, 'a CI': true };

/** A host name without a scheme (Vercel's variables) as an https address. */
const withScheme = (address: string): string => (/^https?:\/\//i.test(address) ? address : `https://${address}`);

/**
 * A GitHub Pages site's address: the one Pages reports (a custom domain included), else
 * USER.github.io/REPO/ from the repository's name; a repository named USER.github.io is a user
 * site, at the root.
 */
function gitHubPagesUrl(env: NodeJS.ProcessEnv): string | null {
  if (env.GITHUB_PAGES_URL?.trim()) return env.GITHUB_PAGES_URL;
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').toLowerCase().split('/');
  if (!owner || !repo) return null;
  return repo === `${owner}.github.io` ? `https://${owner}.github.io/` : `https://${owner}.github.io/${env.GITHUB_REPOSITORY!.split('/')[1]}/`;
}

function fromHost(host: Host, env: NodeJS.ProcessEnv): SiteAddress | null {
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
  if (host === 'GitLab Pages') return env.CI_PAGES_URL?.trim() ? { url: normalizeSiteUrl(env.CI_PAGES_URL), source: "GitLab's CI_PAGES_URL", preview: false } : null;
  if (host === 'GitHub Pages') {
    const url = gitHubPagesUrl(env);
    return url ? { url: normalizeSiteUrl(url), source: env.GITHUB_PAGES_URL?.trim() ? "GitHub Pages' own address" : 'the repository name, as USER.github.io/REPO/', preview: false } : null;
  }
  // Cloudflare Pages states only this deployment's own https://<hash>.<project>.pages.dev; any
  // other CI states none.
  return null;
}

const noAddressMessage = (host: Host): string =>
  [
    `This build runs on ${host}, which gives no address to publish the site at, and VITE_SITE_URL is not set.`,
    `Set VITE_SITE_URL to the site's full address (e.g. ${host === 'Cloudflare Pages' ? 'https://your-project.pages.dev/' : 'https://your-name.example.org/'} or your own domain) in ${HOST_SETTINGS[host]}, then build again.`,
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
  // A host that only publishes never names this machine; on a CI (GitLab's test jobs too) a local
  // address set by hand is a test of the site, as `npm test` makes.
  if (host && !TESTS_RUN_ON[host] && isLoopbackHost(new URL(chosen.url).hostname)) {
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
