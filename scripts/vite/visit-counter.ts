/**
 * Whether this build counts visits, decided once: the owner's GoatCounter endpoint
 * (`profile.visitCounter`) for a site published at its public address, else nothing. A build for
 * this machine (`npm start`, the tests' builds, `npm run build` without a public VITE_SITE_URL)
 * and a host's deploy preview never count, whatever profile.ts says: their views would be the
 * owner's own, checking a change. With no counter, the build makes no counting code, no QR
 * marker and no CSP entry at all (vite.config.ts).
 */
import { isLoopbackHost } from '../../src/config/loopback.ts';
import type { SiteAddress } from '../site/site-address.ts';

/** The endpoint this build counts at, or null: unset, a deploy preview, or a site at a loopback address. */
export function visitCounterFor(endpoint: string | undefined, { url, preview }: Pick<SiteAddress, 'url' | 'preview'>): string | null {
  if (!endpoint || preview || isLoopbackHost(new URL(url).hostname)) return null;
  return endpoint;
}
