/** The gallery: arrows, dots and the loop; the enlarged photo over a page that does not scroll. */
import { expect } from 'vitest';
import { gallery } from '../../../src/content/gallery.ts';
import type { Scenario } from '../engine-suite.ts';
import { clickNamed, shownDialog, waitForDialog, waitForGalleryReady } from '../page-reads.ts';
import { eventually, type Visit } from '../visit.ts';

const COUNT = gallery.length;
const MIDDLE = Math.ceil(COUNT / 2);
const CURRENT = '#gallery [aria-roledescription="slide"]:not([inert])';

/** The current slide's label ("3 of 10") once it is also the one in view, aligned with the carousel. */
async function expectCurrent(visit: Visit, label: string) {
  await eventually(
    () =>
      visit.page.evaluate((current) => {
        const slide = document.querySelector(current);
        const frame = document.querySelector('#gallery [aria-label="Photo gallery"]') ?? slide?.parentElement;
        const offset = slide && frame ? Math.abs(slide.getBoundingClientRect().x - frame.getBoundingClientRect().x) : Infinity;
        return { label: slide?.getAttribute('aria-label'), aligned: offset < 2 };
      }, CURRENT),
    (seen) => expect(seen).toEqual({ label, aligned: true }),
  );
}

export const galleryScenarios: Scenario[] = [
  [
    'the carousel: Next loops from the last photo to the first, Previous from the first to the last, a dot jumps',
    async ({ open }) => {
      const visit = await open({ width: 1280, height: 800 });
      await waitForGalleryReady(visit);
      await expectCurrent(visit, `1 of ${COUNT}`);
      for (let step = 2; step <= COUNT; step += 1) {
        await visit.page.click('#gallery button[aria-label="Next photo"]');
        await expectCurrent(visit, `${step} of ${COUNT}`);
      }
      await visit.page.click('#gallery button[aria-label="Next photo"]');
      await expectCurrent(visit, `1 of ${COUNT}`);
      await visit.page.click('#gallery button[aria-label="Previous photo"]');
      await expectCurrent(visit, `${COUNT} of ${COUNT}`);
      expect(await visit.page.evaluate((current) => document.querySelector(`${current} figcaption`)?.textContent, CURRENT)).toBe(gallery.at(-1)!.caption);
      await visit.page.click(`#gallery [role="tab"][aria-label="Show photo ${MIDDLE} of ${COUNT}"]`);
      await expectCurrent(visit, `${MIDDLE} of ${COUNT}`);
    },
  ],
  [
    'the enlarged photo fills the screen in black, the page under it does not scroll, Escape and the close button return',
    async ({ open }) => {
      const visit = await open({ width: 390, height: 844 });
      await waitForGalleryReady(visit);
      // The wheel scrolls this page in this engine (so that it not scrolling below means the lock).
      const scrollFirst = await visit.page.evaluate(() => window.scrollY);
      await visit.page.wheel(200);
      await eventually(() => visit.page.evaluate(() => window.scrollY), (y) => expect(y).toBeGreaterThan(scrollFirst));
      await visit.page.click(`${CURRENT} button[aria-label^="Enlarge photo"]`);
      const caption = gallery[0]!.caption;
      await waitForDialog(visit, caption);
      const size = await visit.page.evaluate(() => [window.innerWidth, window.innerHeight]);
      await eventually(
        () => shownDialog(visit),
        (overlay) => {
          // The whole screen, fully dark: nothing of the page shows through.
          expect(overlay?.box).toEqual([0, 0, ...size]);
          expect(overlay?.background).toBe('rgb(0, 0, 0)');
        },
      );
      const scrollBefore = await visit.page.evaluate(() => window.scrollY);
      await visit.page.wheel(800);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await visit.page.evaluate(() => window.scrollY)).toBe(scrollBefore);

      await visit.page.press('Escape');
      await waitForDialog(visit, null);
      expect(await visit.page.evaluate((current) => document.activeElement === document.querySelector(`${current} button[aria-label^="Enlarge photo"]`), CURRENT)).toBe(true);

      await visit.page.click(`${CURRENT} button[aria-label^="Enlarge photo"]`);
      await waitForDialog(visit, caption);
      await clickNamed(visit, 'dialog[open]', 'Close enlarged photo');
      await waitForDialog(visit, null);
      // The page scrolls again.
      const scrollAfter = await visit.page.evaluate(() => window.scrollY);
      await eventually(
        async () => {
          await visit.page.wheel(400);
          return visit.page.evaluate(() => window.scrollY);
        },
        (y) => expect(y).toBeGreaterThan(scrollAfter),
      );
    },
  ],
];
