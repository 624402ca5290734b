import { describe, expect, it, vi } from 'vitest';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { FIRST_LANGUAGE } from '../../src/lib/languages/site-content.ts';
import { extractPdfText, flattened } from '../../tests/support/pdf-text.ts';
import { buildResume } from './build-resume.ts';

const { projectTitles } = vi.hoisted(() => ({ projectTitles: Array.from({ length: 9 }, (_, index) => `Extra project ${index + 1}`) }));

// An owner with nine more projects than the sample: far past one page at any type size.
vi.mock('../../src/content/projects.ts', async (importOriginal) => {
  const { projects } = await importOriginal<typeof import('../../src/content/projects.ts')>();
  const extra = projectTitles.map((title, index) => ({ ...projects[0]!, id: 100 + index, title }));
  return { projects: [...projects, ...extra] };
});

const words = wordsIn(FIRST_LANGUAGE).resume;
/** The "Built with:" label as the page prints it, as a pattern. */
const builtWith = flattened(words.labelled(words.builtWith)).trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('buildResume, with more content than a page holds', { timeout: 30_000 }, () => {
  it('goes on to a second page, loses no project, and names in a warning what went past page one', async () => {
    const resume = await buildResume();
    const { pages, pageTexts } = await extractPdfText(resume.pdf);
    expect(pages).toBeGreaterThan(1);
    expect(resume.pages).toBe(pages);
    const everything = flattened(pageTexts.join('\n'));
    for (const title of projectTitles) expect(everything).toContain(title);
    const lastTitle = projectTitles[projectTitles.length - 1]!;
    expect(flattened(pageTexts[0]!)).not.toContain(lastTitle);
    // Projects never give way: past two pages, other parts do, in their own warning (./gives-way).
    expect(resume.warnings).toContainEqual(expect.stringMatching(new RegExp(`past page 1: .*Projects: ${lastTitle}`)));
  });

  it('never splits an entry across two pages', async () => {
    const { pageTexts } = await extractPdfText((await buildResume()).pdf);
    for (const title of projectTitles) {
      const page = pageTexts.findIndex((text) => flattened(text).includes(title));
      // The title's page also holds the description and the "Built with" line under it.
      const after = flattened(pageTexts[page]!).split(title)[1]!;
      expect(after).toMatch(new RegExp(`^ \\S.*${builtWith}`));
    }
  });
});
