/**
 * Everything a build of the site is made from, as one key: every file of the project that git
 * tracks or would track (so not node_modules, dist or other outputs; package-lock.json stands
 * for the installed packages), the .env files, the environment the build reads (VITE_*, PORT,
 * APP_VERSION, GITHUB_API_URL), the day (the sitemap's date) and the data fetched from outside
 * that the page shows (the kept copies in .outside-data/, scripts/outside-data: what they hold,
 * not when they were fetched). Two builds with the same key make the same site, but for the
 * per-build style nonce of the Content-Security-Policy.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { outsideDataDigest } from '../outside-data/outside-cache.ts';
import { checkoutFiles } from '../project-files.ts';
import { siteAddress } from '../site/site-address.ts';
import { inputKey } from './build-cache.ts';

/** Made by the build itself in public/ (git-ignored); `file` is `/`-separated, as git and ../project-files.ts list it. */
const isGenerated = (file: string): boolean => /^public\/(?:[a-z]{2,3}\/)?resume\.(?:pdf|json)$/.test(file) || file.startsWith('public/app-icon-source.');

/** The project's files (../project-files.ts), and the .env files git ignores. */
function projectFiles(root: string): string[] {
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env') && existsSync(join(root, name)));
  return [...checkoutFiles(root), ...envFiles];
}

/**
 * The environment a build reads: VITE_* (the site's address, the email provider), PORT,
 * APP_VERSION, GITHUB_API_URL (never GITHUB_TOKEN), and the address a host gave the build.
 */
function buildSettings(env: NodeJS.ProcessEnv = process.env, now = new Date()): Record<string, string> {
  // VITE_SITE_URL by what it resolves to (`site`, below): `npm start`'s own and an unset one are the same build.
  const read = Object.entries(env).filter(([name]) => (name.startsWith('VITE_') && name !== 'VITE_SITE_URL') || ['PORT', 'APP_VERSION', 'GITHUB_API_URL'].includes(name));
  const { url, preview } = siteAddress(env);
  const settings: [string, string][] = [...read.map(([name, value]): [string, string] => [name, value ?? '']), ['day', now.toISOString().slice(0, 10)], ['site', `${url} ${preview}`]];
  return Object.fromEntries(settings.sort());
}

export const siteInputsKey = (root: string, env: NodeJS.ProcessEnv = process.env, now = new Date()): string =>
  inputKey(root, projectFiles(root), { ...buildSettings(env, now), outsideData: outsideDataDigest(root) }, isGenerated);
