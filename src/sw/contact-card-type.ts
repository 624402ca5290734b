/**
 * The contact card leaves the precache as `text/vcard`, whatever type the host first served it
 * with (some static servers know no type for `.vcf`): a phone then offers to add the contact
 * rather than show text or save an unknown file, offline as online.
 */
import type { WorkboxPlugin } from 'workbox-core/types';

const VCARD_TYPE = 'text/vcard; charset=utf-8';

export const contactCardType: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (!cachedResponse || !new URL(request.url).pathname.endsWith('.vcf')) return cachedResponse ?? null;
    if (cachedResponse.headers.get('content-type')?.includes('vcard')) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('content-type', VCARD_TYPE);
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
