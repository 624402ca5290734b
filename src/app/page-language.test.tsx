// @vitest-environment jsdom
/**
 * A page in one language is that language's throughout: its static sections and its islands
 * take their words from that language's dictionary, never another's, and its header links to
 * each other page of the site. In each of the owner's languages (src/content/languages.ts),
 * whichever and however many they are; the switch is tested where there are two.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '@/test-utils/index.ts';
import { LANGUAGE_CODES, type LanguageCode } from '@/config/language-codes.ts';
import { wordsIn, type Words } from '@/lib/languages/words.ts';
import { Header } from '@/sections/Header/Header.tsx';
import { Hero } from '@/sections/Hero/Hero.tsx';
import { ContactForm } from '@/features/contact/ContactForm.tsx';
import { SITE_LANGUAGES } from '@/lib/languages/site-content.ts';
import { startingWith } from '../../tests/support/text-pattern.ts';
import { IslandRoot, ISLANDS } from './islands.tsx';

// The image pipeline (vite-imagetools) is the build's: a stand-in picture.
vi.mock('@/components/ResponsiveImage/image-registry.ts', () => ({
  getPicture: (path: string) => ({ sources: [{ type: 'image/avif', srcSet: `${path}.avif 480w` }], src: `${path}.jpg`, width: 1600, height: 1000 }),
}));

/** The same word in the product's other languages, where it is not written the same. */
const otherLanguagesWords = (language: LanguageCode, word: (words: Words) => string): string[] =>
  LANGUAGE_CODES.filter((other) => other !== language)
    .map((other) => word(wordsIn(other)))
    .filter((other) => other !== word(wordsIn(language)));

// Typing into the live form takes a few seconds on a loaded machine.
describe.each(SITE_LANGUAGES.map(({ code }) => code))('a page in %s', { timeout: 20_000 }, (language) => {
  const words = wordsIn(language);

  it("says a static section in its language's words", () => {
    render(<Hero language={language} />);
    expect(screen.getByRole('link', { name: words.hero.viewWork })).toBeTruthy();
    for (const other of otherLanguagesWords(language, (them) => them.hero.viewWork)) expect(screen.queryByText(other)).toBeNull();
  });

  it("prerenders an island in its language: the contact form sends with the language's word", async () => {
    const html = renderToString(<IslandRoot component={await ISLANDS.contact()} language={language} />);
    expect(html).toContain(words.contact.send);
    for (const other of otherLanguagesWords(language, (them) => them.contact.send)) expect(html).not.toContain(other);
  });

  it('answers in its language once live: its validation says what is wrong in that language', async () => {
    const user = userEvent.setup();
    const { labels } = words.contact;
    render(<ContactForm />, { language });
    await user.type(screen.getByLabelText(startingWith(labels.email)), 'jordan@example.com');
    await user.type(screen.getByLabelText(startingWith(labels.subject)), 'Hello');
    await user.type(screen.getByLabelText(startingWith(labels.message)), 'Hi');
    await user.type(screen.getByLabelText(startingWith(labels.name)), '   ');
    await user.click(screen.getByRole('button', { name: words.contact.send }));
    expect(await screen.findByText(words.contact.required.name)).toBeTruthy();
  });
});

const bilingual = SITE_LANGUAGES.length > 1;
if (!bilingual) console.warn('page-language: SKIPPED the language switch: the site has one language (src/content/languages.ts)');

describe.runIf(bilingual)('the language switch', () => {
  /** The specification of the pages' addresses: the first language's at the root, each other one's in a folder named by its code. */
  const pagePath = (code: LanguageCode) => (code === SITE_LANGUAGES[0]!.code ? '/' : `/${code}/`);

  it.each(SITE_LANGUAGES.map(({ code }) => code))('links the page in %s to every other one, each named in its own language and marked as it', (language) => {
    const others = SITE_LANGUAGES.filter(({ code }) => code !== language);
    const { container } = render(<Header language={language} />);
    const switches = [...container.querySelectorAll('a[data-language-switch]')];
    // For each other language, one in the bar (a laptop) and one in the phone menu.
    expect(switches).toHaveLength(2 * others.length);
    for (const { code, tag } of others) {
      const links = switches.filter((link) => link.getAttribute('href') === pagePath(code));
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect(link.textContent).toBe(wordsIn(code).language.name);
        expect(link.getAttribute('lang')).toBe(tag);
        expect(link.getAttribute('hreflang')).toBe(tag);
      }
    }
    expect(container.querySelector('#site-menu [data-language-switch]')?.textContent).toBe(wordsIn(others[0]!.code).language.name);
  });
});
