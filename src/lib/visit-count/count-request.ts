/**
 * One count, as GoatCounter's documented `/count` endpoint takes it, and nothing more: `p` (the
 * page's path, or with `e=true` an event's name), `r` for a view that came from another site (that
 * site's origin only) and `rnd`, the cache-buster GoatCounter documents, since a browser may
 * reuse an image it already has for the same address and drop a second count. No title, no
 * screen size, no identifier: GoatCounter keeps no cookie and this asks it for nothing to keep.
 * It goes as an image, so the page's policy names the endpoint in `img-src` alone; `count.js`
 * would be a second script from the counter's host to do the same (decision 009).
 */

/** A view of a page (its path), or an event by its name (src/config/visit-count-names.ts). */
export type Hit = { view: string; referrer?: string } | { event: string };

export function countUrl(endpoint: string, hit: Hit, random: () => number = Math.random): string {
  const what: Record<string, string> = 'event' in hit ? { p: hit.event, e: 'true' } : { p: hit.view, ...(hit.referrer && { r: hit.referrer }) };
  return `${endpoint}?${new URLSearchParams({ ...what, rnd: random().toString(36).slice(2, 7) })}`;
}

/**
 * The other site a visitor followed a link from, as its origin (`https://www.linkedin.com`), or
 * nothing: no referrer, or one of this site's own pages.
 */
export function referringSite(referrer: string, ownOrigin: string): string | undefined {
  const origin = referrer && new URL(referrer).origin;
  return origin && origin !== ownOrigin ? origin : undefined;
}

/**
 * Sends a count once, as an image nobody sees. A failed one is not tried again: its view is
 * simply not counted. No Referer header: the page's address, query and all, is not GoatCounter's
 * business beyond `p`.
 */
export function sendCount(url: string): void {
  const image = new Image();
  image.referrerPolicy = 'no-referrer';
  image.src = url;
}
