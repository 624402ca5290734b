// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test-utils/index.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { languageTag, SITE_LANGUAGES } from '@/lib/languages/site-content.ts';
import type { WritingPost } from '@/lib/outside-data/outside-data.ts';
import { formatPostDate } from '@/lib/outside-data/post-date.ts';
import { OFFLINE_BADGE_ATTRIBUTE } from '@/config/page-seams.ts';
import { Writing } from './Writing.tsx';

const POSTS: WritingPost[] = [
  { title: 'Ponts en arc : étude à Lyon', url: 'https://blog.example.org/ponts', published: '2025-03-03T23:30:00.000Z', summary: 'Un pont voûté en pierre.', language: 'fr' },
  { title: '<img src=x onerror=alert(1)> Culverts & <b>inlets</b>', url: 'https://blog.example.org/culverts', published: '2025-02-01T10:00:00.000Z', language: 'en-us' },
];

describe.each(SITE_LANGUAGES.map(({ code }) => code))('the Writing section in %s', (language) => {
  it("titles each post with a link to it, the feed's text as written, its date in the page's language", () => {
    render(<Writing language={language} posts={POSTS} />);
    const section = screen.getByRole('region', { name: wordsIn(language).writing.title });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(POSTS.length);
    POSTS.forEach((post, index) => {
      const link = within(items[index]!).getByRole('link');
      expect(link).toHaveProperty('href', post.url);
      expect(link.textContent).toBe(post.title);
      expect(within(items[index]!).getByRole('heading', { level: 3 }).textContent).toBe(post.title);
      const time = items[index]!.querySelector('time')!;
      expect(time.getAttribute('datetime')).toBe(post.published.slice(0, 10));
      expect(time.textContent).toBe(formatPostDate(post.published, languageTag(language)));
    });
    // Feed text is never markup: the tags in a title are characters, not elements.
    expect(section.querySelector('img, b, script')).toBeNull();
  });

  it("marks a post in another language than the page's with that language, title and summary", () => {
    render(<Writing language={language} posts={POSTS} />);
    const pageIsFrench = languageTag(language).toLowerCase().startsWith('fr');
    const french = screen.getByRole('heading', { name: POSTS[0]!.title });
    const english = screen.getByRole('heading', { name: POSTS[1]!.title });
    expect(french.getAttribute('lang')).toBe(pageIsFrench ? null : 'fr');
    expect(screen.getByText(POSTS[0]!.summary!).getAttribute('lang')).toBe(pageIsFrench ? null : 'fr');
    expect(english.getAttribute('lang')).toBe(pageIsFrench ? 'en-us' : null);
  });

  it('says, only while offline, that these links need a connection', () => {
    const { container } = render(<Writing language={language} posts={POSTS} />);
    const note = container.querySelector(`[${OFFLINE_BADGE_ATTRIBUTE}]`);
    expect(note?.textContent).toBe(wordsIn(language).outsideLinks.offline);
    // Hidden in the page as built; the first-response script shows it while the network is gone.
    expect(note!.hasAttribute('hidden')).toBe(true);
  });
});
