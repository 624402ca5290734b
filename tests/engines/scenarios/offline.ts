/** The offline copy: after one visit, the service worker serves the page with the site unreachable. */
import { expect } from 'vitest';
import { pageText } from '../../../src/content/page-text.ts';
import { profile } from '../../../src/content/profile.ts';
import type { Scenario } from '../engine-suite.ts';
import { waitForGalleryReady, waitForServiceWorkerControl } from '../page-reads.ts';
import { eventually } from '../visit.ts';

const SECTION_TITLES = [pageText.projects.title, pageText.skills.title, pageText.about.title, pageText.gallery.title, pageText.contact.title];

export const offlineScenarios: Scenario[] = [
  [
    'after one visit the service worker serves the whole page, images and gallery with the site unreachable',
    async ({ open, site }) => {
      const visit = await open({ width: 390, height: 844 });
      await waitForServiceWorkerControl(visit);
      await site.stop();
      await visit.reload();
      const page = await visit.page.evaluate(() => ({
        name: document.querySelector('h1')?.textContent,
        titles: [...document.querySelectorAll('h2')].map((title) => title.textContent?.trim()),
      }));
      expect(page.name).toContain(profile.name);
      expect(page.titles).toEqual(expect.arrayContaining(SECTION_TITLES));
      await waitForGalleryReady(visit);
      // The photo in view loaded from the offline copy.
      await eventually(
        () =>
          visit.page.evaluate(() => {
            const img = document.querySelector<HTMLImageElement>('#gallery [aria-roledescription="slide"]:not([inert]) img');
            return img !== null && img.complete && img.naturalWidth > 0;
          }),
        (loaded) => expect(loaded, 'the gallery photo loads offline').toBe(true),
      );
    },
  ],
];
