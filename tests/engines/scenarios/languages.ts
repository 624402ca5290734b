/**
 * The page in the site's second language, once per engine: it is written in that language (its
 * `<html lang>`, the owner's section titles in it), a send shows the success banner in its
 * words, and its switch leads back to the first language's page on the section the visitor
 * was reading. Skipped, with one line, where the owner writes one language.
 */
import { expect } from 'vitest';
import { wordsIn } from '../../../src/lib/languages/words.ts';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../../../src/config/page-seams.ts';
import { FIRST_LANGUAGE, contentIn, languageTag, pagePathOf } from '../../../src/lib/languages/site-content.ts';
import { expectedSendBody } from '../../support/contact-form.ts';
import type { Scenario } from '../engine-suite.ts';
import { expectLandedOn, followHeaderLink, textOf } from '../page-reads.ts';
import { SECOND_LANGUAGE, secondLanguageSkip } from '../second-language.ts';
import { eventually } from '../visit.ts';
import { message, send } from './contact.ts';

const TITLE = `the ${SECOND_LANGUAGE ? `${SECOND_LANGUAGE}/` : 'second language’s'} page: its language and titles, the success banner in its words, the switch back keeping the section`;

function secondLanguageScenario(language: NonNullable<typeof SECOND_LANGUAGE>): Scenario {
  const words = wordsIn(language);
  const { pageText } = contentIn(language);
  const titles = [pageText.projects.title, pageText.skills.title, pageText.about.title, pageText.gallery.title, pageText.contact.title];
  const firstTag = languageTag(FIRST_LANGUAGE);
  return [
    TITLE,
    async ({ engine, open, provider }) => {
      const visit = await open({ width: 1280, height: 800, path: `/${pagePathOf(language)}#contact` });
      const page = await visit.page.evaluate(() => ({
        lang: document.documentElement.lang,
        titles: [...document.querySelectorAll('h2')].map((title) => title.textContent?.trim()),
      }));
      expect(page.lang).toBe(languageTag(language));
      expect(page.titles).toEqual(expect.arrayContaining(titles));

      // A send from this page: the banner in its words, the request exactly the specification's.
      const fields = message(engine);
      await send(visit, fields);
      await eventually(() => textOf(visit, '[data-testid="contact-success"]'), (banner) => expect(banner).toBe(words.contact.banners.success), 15_000);
      expect(provider.received.map((request) => request.body)).toEqual([expectedSendBody(fields)]);

      // On to a section, then the switch: the first language's page, on the same section.
      await followHeaderLink(visit, 'a[href="#projects"]');
      await expectLandedOn(visit, 'projects');
      const switchLink = `a[${LANGUAGE_SWITCH_ATTRIBUTE}]`;
      const links = await visit.page.evaluate(
        (selector) => [...document.querySelectorAll(`header ${selector}`)].map((a) => [a.textContent?.trim(), a.getAttribute('lang'), a.getAttribute('hreflang')]),
        switchLink,
      );
      expect(links.length, 'a switch in the header').toBeGreaterThan(0);
      for (const link of links) expect(link).toEqual([wordsIn(FIRST_LANGUAGE).language.name, firstTag, firstTag]);
      await followHeaderLink(visit, switchLink);
      await eventually(
        // Read while the next page loads: a reading that meets the old document going away is retried.
        () => visit.page.evaluate(() => [location.pathname, location.hash, document.documentElement.lang]).catch(() => null),
        (where) => expect(where).toEqual([`/${pagePathOf(FIRST_LANGUAGE)}`, '#projects', firstTag]),
        15_000,
      );
      await expectLandedOn(visit, 'projects');
    },
  ];
}

export const languageScenarios: Scenario[] = SECOND_LANGUAGE ? [secondLanguageScenario(SECOND_LANGUAGE)] : [[TITLE, async () => {}, secondLanguageSkip!]];
