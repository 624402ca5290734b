/**
 * Whether this build counts visits, decided once: the owner's GoatCounter endpoint
 * (`profile.visitCounter`) for a site published at a public address, else nothing. A build for
 * this machine (`npm start`, the tests' builds, `npm run build` without a public VITE_SITE_URL)
 * never counts, whatever profile.ts says: its views would be the owner's own. With no counter,
 * the build makes no counting code, no QR marker and no CSP entry at all (vite.config.ts).
 */
import { isLoopbackHost } from '../../src/config/loopback.ts';

/** The endpoint this build counts at, or null: unset, or a site at a loopback address. */
export function visitCounterFor(endpoint: string | undefined, siteUrl: string): string | null {
  if (!endpoint || isLoopbackHost(new URL(siteUrl).hostname)) return null;
  return endpoint;
}
