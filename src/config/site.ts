/**
 * The page's full public address: VITE_SITE_URL, normalised by the build (vite.config.ts) to
 * end in one slash. What the kit shares, and what its QR code and contact card carry.
 */
export const SITE_URL: string = __SITE_URL__;
