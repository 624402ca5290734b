/**
 * The Playwright tag of a test whose outcome does not depend on whose content the page holds: a
 * browser's install prompt, a copied link, the reduced-motion run of a landing the smooth run
 * checks on the same content. The second owner's pass leaves these out (`--grep-invert`), as
 * the main suite has run them.
 */
export const SAME_FOR_EVERY_OWNER = '@same-for-every-owner';
