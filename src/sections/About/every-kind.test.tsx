// @vitest-environment jsdom
/**
 * About for a bilingual owner with every optional kind (tests/fixtures/every-kind.ts), in each
 * language: beside Education, a heading of the product's for each kind, then its entries as a
 * list in the page's language (the French filed by id), newest first; highlights as a list under
 * their job or degree; a link where an entry has one. Headings run in order (h2, h3, h4) and axe
 * finds nothing in the rendered section (its colour contrast is the browser's: accessibility.spec.ts
 * runs on the second owner, who has some of these kinds, in both themes).
 */
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { formatDate, newestDatedFirst } from '@/lib/history/dated-entries.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { render, within } from '@/test-utils/index.ts';
import { french } from '../../../tests/fixtures/every-kind.ts';
import { About } from './About.tsx';

vi.mock('@/content/languages.ts', () => ({ languages: [{ code: 'en', tag: 'en-CA' }, { code: 'fr', tag: 'fr-CA' }] }));
vi.mock('@/content/experience.ts', async () => ({ experience: (await import('../../../tests/fixtures/every-kind.ts')).experience }));
vi.mock('@/content/education.ts', async () => ({ education: (await import('../../../tests/fixtures/every-kind.ts')).education }));
vi.mock('@/content/interests.ts', async () => ({ interests: (await import('../../../tests/fixtures/every-kind.ts')).interests }));
vi.mock('@/content/certificates.ts', async () => ({ certificates: (await import('../../../tests/fixtures/every-kind.ts')).certificates }));
vi.mock('@/content/awards.ts', async () => ({ awards: (await import('../../../tests/fixtures/every-kind.ts')).awards }));
vi.mock('@/content/publications.ts', async () => ({ publications: (await import('../../../tests/fixtures/every-kind.ts')).publications }));
vi.mock('@/content/spoken-languages.ts', async () => ({ spokenLanguages: (await import('../../../tests/fixtures/every-kind.ts')).spokenLanguages }));
vi.mock('@/content/translations/fr.ts', async (importOriginal) => {
  const { fr } = await importOriginal<typeof import('@/content/translations/fr.ts')>();
  return { fr: { ...fr, ...(await import('../../../tests/fixtures/every-kind.ts')).french } };
});

describe('the French of every optional kind', () => {
  it("is the translation's, filed under each entry's id", () => {
    const content = contentIn('fr');
    expect(content.certificates.map(({ id, name }) => [id, name])).toEqual(Object.entries(french.certificates!).map(([id, { name }]) => [id, name]));
    expect(content.awards.map(({ id, title, summary }) => [id, { title, summary }])).toEqual(Object.entries(french.awards!));
    expect(content.publications.map(({ id, title, summary }) => [id, { title, summary }])).toEqual(Object.entries(french.publications!));
    expect(content.spokenLanguages.map(({ id, language, fluency }) => [id, { language, fluency }])).toEqual(Object.entries(french.spokenLanguages!));
    expect(content.experience.map(({ id, highlights }) => [id, highlights])).toEqual(Object.entries(french.experience).map(([id, { highlights }]) => [id, highlights]));
  });
});

/** The list that follows `heading` in the section: its entries. */
const listAfter = (heading: HTMLElement) => {
  const block = heading.parentElement!;
  return within(block).getAllByRole('list')[0]!;
};

describe.each<LanguageCode>(['en', 'fr'])('About with every optional kind, in %s', (language) => {
  const content = contentIn(language);
  const { about } = wordsIn(language);

  it('puts the kinds beside Education, each under its heading, in order', () => {
    const { container } = render(<About language={language} />);
    const subheadings = within(container).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(subheadings).toEqual([
      content.pageText.about.experience,
      content.pageText.about.education,
      about.certificates,
      about.awards,
      about.publications,
      about.spokenLanguages,
      content.pageText.about.interests,
    ]);
  });

  it("lists each certificate, award and publication, newest first, with its own texts in the page's language", () => {
    const { container } = render(<About language={language} />);
    const kinds = [
      { heading: about.certificates, entries: newestDatedFirst(content.certificates).map((entry) => ({ ...entry, title: entry.name, by: entry.issuer, summary: undefined })) },
      { heading: about.awards, entries: newestDatedFirst(content.awards).map((entry) => ({ ...entry, by: entry.awarder, url: undefined })) },
      { heading: about.publications, entries: newestDatedFirst(content.publications).map((entry) => ({ ...entry, by: entry.publisher })) },
    ];
    for (const { heading, entries } of kinds) {
      expect(entries.length).toBeGreaterThan(0);
      const items = within(listAfter(within(container).getByRole('heading', { level: 3, name: heading }))).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual(entries.map((entry) => entry.title));
      entries.forEach((entry, index) => {
        expect(items[index]!.textContent).toContain(entry.by);
        expect(items[index]!.textContent).toContain(formatDate(entry.date, language));
        if (entry.summary) expect(items[index]!.textContent).toContain(entry.summary);
        const link = within(items[index]!).queryByRole('link');
        if (entry.url) expect(link).toHaveProperty('href', entry.url);
        else expect(link).toBeNull();
      });
    }
  });

  it('names a link for what it opens, and that it opens a new tab', () => {
    const { container } = render(<About language={language} />);
    const [certificate] = content.certificates.filter((entry) => entry.url);
    const link = within(container).getByRole('link', { name: wordsIn(language).page.opensInNewTab(certificate!.name) });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('lists the languages spoken in the content order, each with the fluency in the owner\'s words', () => {
    const { container } = render(<About language={language} />);
    const items = within(listAfter(within(container).getByRole('heading', { level: 3, name: about.spokenLanguages }))).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(content.spokenLanguages.map((spoken) => `${spoken.language}${spoken.fluency}`));
  });

  it('shows the highlights of a job and of a degree as a list under it', () => {
    const { container } = render(<About language={language} />);
    for (const entry of [...content.experience, ...content.education].filter((withSome) => withSome.highlights?.length)) {
      const title = 'title' in entry ? entry.title : entry.degree;
      const heading = within(container).getByRole('heading', { level: 4, name: title });
      const list = within(heading.parentElement!).getAllByRole('list').at(-1)!;
      expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(entry.highlights);
    }
  });

  it('has no axe violations (structure, names, lists, headings) in the rendered section', async () => {
    const { container } = render(<About language={language} />);
    // jsdom draws nothing, so colours are the browser's to check; the section is checked as a page region.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000); // axe over the whole section in jsdom: seconds on a loaded 2-core machine.
});
