/**
 * Style elements the page's libraries insert while it runs (Mantine's colour-scheme switch, the
 * overlay's scroll lock) cannot be hashed at build time: their text is only known in the
 * visitor's browser. The Content-Security-Policy (scripts/vite/csp.ts) allows them by a nonce
 * made for each build, which the page hands to both libraries. On a static host a nonce cannot
 * change per visit, so for styles it is no stronger than allowing inline styles; scripts, which
 * can do harm, are allowed by hash only.
 */
import { setNonce } from 'get-nonce';

const nonce = typeof __CSP_STYLE_NONCE__ === 'string' ? __CSP_STYLE_NONCE__ : undefined;

/** For MantineProvider's `getStyleNonce`: only in the browser (prerendered styles are hashed). */
export const getStyleNonce: (() => string) | undefined = nonce && typeof document !== 'undefined' ? () => nonce : undefined;

/** Gives the nonce to react-style-singleton (react-remove-scroll's style tags). */
export function shareStyleNonce(): void {
  if (nonce && typeof document !== 'undefined') setNonce(nonce);
}
