import type { Page } from '@playwright/test';

/**
 * Every image file the page can ask for: each `<img>` and every candidate of every
 * `<picture><source srcset>`, as absolute URLs. Images inlined as data URLs are in the page
 * itself and are left out. Candidates are split at a comma followed by a space: a data URL
 * has a comma of its own.
 */
export const offeredImages = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const urls = new Set<string>();
    for (const source of document.querySelectorAll<HTMLSourceElement>('picture source')) {
      for (const candidate of source.srcset.split(/,\s+/)) urls.add(new URL(candidate.trim().split(/\s+/)[0]!, location.href).href);
    }
    for (const img of document.querySelectorAll('img')) urls.add(img.src);
    return [...urls].filter((url) => !url.startsWith('data:'));
  });
