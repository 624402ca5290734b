// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test-utils/index.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { contentIn, SITE_LANGUAGES } from '@/lib/languages/site-content.ts';
import type { Repository } from '@/lib/outside-data/outside-data.ts';
import { Repositories } from './Repositories.tsx';

const REPOSITORIES: Repository[] = [
  { name: 'culvert-sim', url: 'https://github.com/ada/culvert-sim', description: 'Culvert hydraulics in the browser', language: 'TypeScript', stars: 12, pushedAt: '2026-11-22T10:00:00.000Z' },
  { name: 'notes', url: 'https://github.com/ada/notes', stars: 1, pushedAt: '2026-10-01T10:00:00.000Z' },
];

describe('the stars, as a screen reader says them', () => {
  it('counts by the language’s plural rules', () => {
    expect(wordsIn('en').repositories.stars(1)).toBe('1 star');
    expect(wordsIn('en').repositories.stars(12)).toBe('12 stars');
    expect(wordsIn('en').repositories.stars(0)).toBe('0 stars');
    expect(wordsIn('fr').repositories.stars(0)).toBe('0 étoile');
    expect(wordsIn('fr').repositories.stars(1)).toBe('1 étoile');
    expect(wordsIn('fr').repositories.stars(2)).toBe('2 étoiles');
  });
});

describe.each(SITE_LANGUAGES.map(({ code }) => code))('the repositories in %s', (language) => {
  const words = wordsIn(language).repositories;

  it('name each with a link to it, its description, its main language and its stars read as a number of stars', () => {
    render(<Repositories language={language} repositories={REPOSITORIES} />);
    const region = screen.getByRole('region', { name: words.title });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(REPOSITORIES.length);
    REPOSITORIES.forEach((repository, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 4, name: repository.name })).toBeTruthy();
      expect(within(item).getByRole('link', { name: repository.name })).toHaveProperty('href', repository.url);
      if (repository.description) expect(within(item).getByText(repository.description)).toBeTruthy();
      if (repository.language) expect(within(item).getByText(repository.language)).toBeTruthy();
      // The number and the star are for the eye; the words for the ear.
      expect(within(item).getByText(words.stars(repository.stars))).toBeTruthy();
      expect(item.querySelector('span[aria-hidden="true"]')?.textContent).toBe(String(repository.stars));
    });
    // No image from GitHub: the only pictures are the page's own icons.
    expect(region.querySelector('img')).toBeNull();
  });

  it("link to the account's own page where profile.ts gives it", () => {
    render(<Repositories language={language} repositories={REPOSITORIES} />);
    const github = contentIn(language).profile.social.github;
    const all = screen.queryByRole('link', { name: words.all });
    if (github) expect(all).toHaveProperty('href', github);
    else expect(all).toBeNull();
  });
});
