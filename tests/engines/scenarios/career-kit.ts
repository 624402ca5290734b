/**
 * The footer's career-fair kit: the iPhone install how-to (under an iPhone Safari user agent),
 * Share's fallback where there is no share sheet, the QR code read back from the screen, and
 * the contact card parsed back to the owner's content.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { profile } from '../../../src/content/profile.ts';
import { IPHONE_SAFARI_UA } from '../../support/kit-page.ts';
import { CONFIGURED_SITE_URL, parseContactCard } from '../../support/career-kit.ts';
import type { Scenario } from '../engine-suite.ts';
import { clickNamed, openKit, shownDialog, textOf, waitForDialog } from '../page-reads.ts';
import { eventually } from '../visit.ts';

const KIT = '[data-testid="career-kit"]';

export const careerKitScenarios: Scenario[] = [
  [
    'on an iPhone: Install app opens the how-to (Share, then Add to Home Screen); Escape closes it',
    async ({ open }) => {
      const visit = await open({ width: 390, height: 844, userAgent: IPHONE_SAFARI_UA });
      expect(await visit.page.evaluate(() => navigator.userAgent)).toBe(IPHONE_SAFARI_UA);
      await openKit(visit);
      await clickNamed(visit, KIT, 'Install app');
      await waitForDialog(visit, 'Install on your iPhone or iPad');
      const howTo = (await shownDialog(visit))!.text;
      expect(howTo).toContain('Share');
      expect(howTo).toContain('Add to Home Screen');
      await visit.page.press('Escape');
      await waitForDialog(visit, null);
      expect(await visit.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Install app');
    },
  ],
  [
    'Share gives the link (copied, or shown to copy), the QR code reads back as the site, the contact card is the owner’s',
    async ({ open }) => {
      const visit = await open({ width: 1280, height: 800 });
      await openKit(visit);
      // No Install app here: this browser neither prompts nor is an iPhone.
      expect(await visit.page.evaluate((kit) => document.querySelector(kit)!.textContent, KIT)).not.toContain('Install app');

      await clickNamed(visit, KIT, 'Share');
      await eventually(
        () => textOf(visit, `${KIT} [role="status"]`),
        (status) => expect([`Link copied: ${CONFIGURED_SITE_URL}`, `Copy this link: ${CONFIGURED_SITE_URL}`, 'Shared.']).toContain(status),
      );

      await clickNamed(visit, KIT, 'Show QR code');
      await waitForDialog(visit, 'Scan to open this portfolio');
      // Read from the screen, as a phone across the table does (polled: the dialog fades in).
      await eventually(
        async () => {
          const png = PNG.sync.read(await visit.page.screenshot());
          return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
        },
        (decoded) => expect(decoded).toBe(CONFIGURED_SITE_URL),
      );
      await visit.page.press('Escape');
      await waitForDialog(visit, null);

      const card = await visit.page.evaluate(async (kit) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>(`${kit} a[download]`)].find((a) => a.textContent?.includes('Save contact'))!;
        const response = await fetch(link.href);
        return { name: link.download, type: response.headers.get('content-type'), text: await response.text() };
      }, KIT);
      expect(card.name).toMatch(/\.vcf$/);
      expect(card.type).toMatch(/^text\/(x-)?vcard/);
      expect(parseContactCard(card.text)).toMatchObject({ fullName: profile.name, email: profile.email, phone: profile.phone, locality: profile.location });
    },
  ],
];
