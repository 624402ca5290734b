// @vitest-environment jsdom
import type { Root } from 'hast';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@/test-utils/index.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { contentIn, SITE_LANGUAGES } from '@/lib/languages/site-content.ts';
import { CaseStudy } from './CaseStudy.tsx';

// The image pipeline (vite-imagetools) is the build's: a stand-in picture.
vi.mock('@/components/ResponsiveImage/image-registry.ts', () => ({
  getPicture: (path: string) => ({ sources: [{ type: 'image/avif', srcSet: `${path}.avif 480w` }], src: `${path}.jpg`, width: 1600, height: 1000 }),
}));

/** A body as the build makes it of Markdown: a heading, a paragraph with a site link, a figure. */
const body = (image: string): Root => ({
  type: 'root',
  children: [
    { type: 'element', tagName: 'h2', properties: {}, children: [{ type: 'text', value: 'The problem' }] },
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        { type: 'text', value: 'Write to me from ' },
        { type: 'element', tagName: 'a', properties: { href: '/#contact' }, children: [{ type: 'text', value: 'the form' }] },
      ],
    },
    {
      type: 'element',
      tagName: 'figure',
      properties: {},
      children: [
        { type: 'element', tagName: 'img', properties: { src: image, alt: 'A wiring diagram' }, children: [] },
        { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: 'The wiring' }] },
      ],
    },
  ],
});

describe.each(SITE_LANGUAGES.map(({ code }) => code))('a case study in %s', (language) => {
  const { projects } = contentIn(language);
  const [first, second, third] = projects;
  const words = wordsIn(language).caseStudy;
  const study = { project: second?.id ?? first!.id, slug: 'a-study', body: body(first!.image), previous: { project: first!.id, slug: 'before' }, next: third && { project: third.id, slug: 'after' } };
  const project = projects.find(({ id }) => id === study.project)!;

  it("is titled by its project's title, its only h1, with the project's summary and technologies", () => {
    render(<CaseStudy language={language} study={study} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([project.title]);
    expect(document.body.textContent).toContain(project.description);
    const technologies = screen.getByRole('list', { name: wordsIn(language).projects.technologies });
    expect(within(technologies).getAllByRole('listitem').map((item) => item.textContent)).toEqual(project.technologies);
  });

  it("draws the body: its headings, its links from the site's base, its pictures with alt text and caption", () => {
    render(<CaseStudy language={language} study={study} />);
    expect(screen.getByRole('heading', { level: 2, name: 'The problem' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the form' }).getAttribute('href')).toBe('/#contact');
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('img', { name: 'A wiring diagram' }).getAttribute('width')).toMatch(/^\d+$/);
    expect(within(figure).getByText('The wiring')).toBeTruthy();
  });

  it("leads back to its project's card on the one page, and on to the case studies before and after it", () => {
    render(<CaseStudy language={language} study={study} />);
    const home = language === SITE_LANGUAGES[0]!.code ? '/' : `/${language}/`;
    expect(screen.getByRole('link', { name: words.back }).getAttribute('href')).toBe(`${home}#project-${project.id}`);
    const more = screen.getByRole('navigation', { name: words.more });
    const previous = within(more).getByRole('link', { name: new RegExp(words.previous) });
    expect(previous.getAttribute('href')).toBe(`${home}projects/before/`);
    expect(previous.textContent).toContain(first!.title);
  });
});
