/** The phone menu and the header's links: each lands its section under the fixed header. */
import { expect } from 'vitest';
import { enWords } from '../../../src/config/dictionary/en-words.ts';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../../../src/config/page-seams.ts';
import { SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import type { Scenario } from '../engine-suite.ts';
import { expectLandedOn, isShown, waitShown } from '../page-reads.ts';

const MENU_BUTTON = 'button[aria-label="Navigation menu"]';
const MENU = 'nav[aria-label="Menu"]';

export const navigationScenarios: Scenario[] = [
  [
    'the phone menu opens from its button, a link closes it and lands on its section',
    async ({ open }) => {
      const visit = await open({ width: 390, height: 844 });
      expect(await isShown(visit, 'nav[aria-label="Main"]')).toBe(false);
      expect(await isShown(visit, MENU)).toBe(false);
      await visit.page.click(MENU_BUTTON);
      await waitShown(visit, MENU);
      const links = await visit.page.evaluate(
        ([menu, button, languageSwitch]) => ({
          // The spec's links; the language switch (one per other language of the owner's) is counted apart.
          texts: [...document.querySelectorAll(`${menu} a:not([${languageSwitch}])`)].map((link) => link.textContent?.trim()),
          switches: document.querySelectorAll(`${menu} a[${languageSwitch}]`).length,
          // The Writing section's link too, after Projects, where the owner's feed fills one.
          writing: document.getElementById('writing') !== null,
          // What the button exposes: the popover's state (it carries no aria-expanded), or the script's aria-expanded where there is no popover API.
          expanded: document.querySelector(button)!.getAttribute('aria-expanded') ?? String(document.querySelector(menu)!.matches(':popover-open')),
        }),
        [MENU, MENU_BUTTON, LANGUAGE_SWITCH_ATTRIBUTE] as const,
      );
      const writing = links.writing ? [enWords.header.optionalSections.writing] : [];
      expect(links).toEqual({
        texts: ['Home', 'Projects', ...writing, 'Skills', 'About', 'Gallery', 'Contact', 'Download Resume'],
        switches: SITE_LANGUAGES.length - 1,
        writing: links.writing,
        expanded: 'true',
      });
      await visit.page.click(`${MENU} a[href="#about"]`);
      await waitShown(visit, MENU, false);
      expect(
        await visit.page.evaluate(
          (menu, button) => document.querySelector(button)!.getAttribute('aria-expanded') ?? String(document.querySelector(menu)!.matches(':popover-open')),
          MENU,
          MENU_BUTTON,
        ),
      ).toBe('false');
      await expectLandedOn(visit, 'about');
    },
  ],
  [
    'Escape closes the phone menu',
    async ({ open }) => {
      const visit = await open({ width: 390, height: 844 });
      await visit.page.click(MENU_BUTTON);
      await waitShown(visit, MENU);
      await visit.page.press('Escape');
      await waitShown(visit, MENU, false);
    },
  ],
  [
    'header links land their sections under the fixed header',
    async ({ open }) => {
      const visit = await open({ width: 1280, height: 800 });
      for (const id of ['skills', 'gallery', 'contact']) {
        await visit.page.click(`nav[aria-label="Main"] a[href="#${id}"]`);
        await expectLandedOn(visit, id);
      }
    },
  ],
];
