/**
 * Sharing the site's address: the system share sheet where the browser has one (phones, most
 * laptops), else the link copied to the clipboard. Both work offline. What happened is returned
 * so the page can say so.
 */

/** `unavailable`: neither sharing nor the clipboard worked; the page shows the link to copy by hand. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export interface SiteShare {
  title: string;
  text: string;
  url: string;
}

export async function shareSite(share: SiteShare, browser: Pick<Navigator, 'share' | 'clipboard'> = navigator): Promise<ShareOutcome> {
  if (typeof browser.share === 'function') {
    try {
      await browser.share(share);
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing more to do. Any other failure (no share
      // target, a refused permission) falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await browser.clipboard.writeText(share.url);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}
