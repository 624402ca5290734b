// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils/index.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { SECTION_LINK_ATTRIBUTE } from '@/config/page-seams.ts';
import { FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';
import { OfflineDetails } from '@/components/OfflineIndicator/OfflineIndicator.tsx';
import { Header } from './Header.tsx';

const words = wordsIn(FIRST_LANGUAGE);
const hrefs = (links: NodeListOf<HTMLAnchorElement>) => [...links].map((link) => link.getAttribute('href'));
const barLinks = (container: HTMLElement) => container.querySelectorAll<HTMLAnchorElement>(`nav[aria-label] ul a[${SECTION_LINK_ATTRIBUTE}]`);
const menuLinks = (container: HTMLElement) => container.querySelectorAll<HTMLAnchorElement>('nav[popover] a[href^="#"]');

describe('the header of a page with an optional section', () => {
  it('links the Writing section after Projects, in the bar and in the menu, only when the page shows it', () => {
    const without = render(<Header language={FIRST_LANGUAGE} />).container;
    expect(hrefs(barLinks(without))).toEqual(['#home', '#projects', '#skills', '#about', '#gallery', '#contact']);
    expect(hrefs(menuLinks(without))).toEqual(['#home', '#projects', '#skills', '#about', '#gallery', '#contact']);

    const withWriting = render(<Header language={FIRST_LANGUAGE} optionalSections={['writing']} />).container;
    expect(hrefs(barLinks(withWriting))).toEqual(['#home', '#projects', '#writing', '#skills', '#about', '#gallery', '#contact']);
    expect(hrefs(menuLinks(withWriting))).toEqual(['#home', '#projects', '#writing', '#skills', '#about', '#gallery', '#contact']);
    expect(barLinks(withWriting)[2]!.textContent).toBe(words.header.optionalSections.writing);
  });

  it("says in the offline badge's words that links to other sites need a connection, only when it lists some", () => {
    // The words in full wait after the first screen, hidden, for the inline script to read.
    const details = (element: HTMLElement) => element.querySelector('div[data-offline-details]')!.textContent;
    expect(details(render(<OfflineDetails language={FIRST_LANGUAGE} />).container)).toBe(words.header.offline.details);
    expect(details(render(<OfflineDetails language={FIRST_LANGUAGE} linksElsewhere />).container)).toBe(`${words.header.offline.details} ${words.header.offline.outsideLinks}`);
  });
});
