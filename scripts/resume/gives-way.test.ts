/**
 * The stated rule for a resume past two pages (./gives-way): the awards' summaries go first,
 * then the highlights, each only while still needed; descriptions, titles and dates stay, and the
 * build's warning names what was left out. An owner with twelve jobs of six long highlights each.
 */
import { describe, expect, it, vi } from 'vitest';
import { extractPdfText, flattened } from '../../tests/support/pdf-text.ts';
import { buildResume } from './build-resume.ts';
import { MAX_PAGES } from './gives-way.ts';

const { jobs, award } = vi.hoisted(() => ({
  jobs: Array.from({ length: 12 }, (_, index) => ({
    id: `job-${index + 1}`,
    title: `Engineering Intern ${index + 1}`,
    company: `Company ${index + 1}`,
    period: { start: `20${10 + index}-01`, end: `20${10 + index}-06` },
    description: `Worked on the ${index + 1}th project of the plant.`,
    highlights: Array.from({ length: 6 }, (_, point) => `Point ${point + 1} of job ${index + 1}: a long line about what was built, measured, tested and written up for the team that week`),
  })),
  award: { id: 'prize', title: 'Design Prize', awarder: 'Engineering Society', date: '2024', summary: 'For the best design of the year among all the teams of the faculty.' },
}));

vi.mock('@/content/experience.ts', () => ({ experience: jobs }));
vi.mock('@/content/awards.ts', () => ({ awards: [award] }));

describe('a resume past two pages', { timeout: 60_000 }, () => {
  it('leaves out the summaries, then the highlights, keeps the rest, and says so', async () => {
    const resume = await buildResume();
    const { pages, pageTexts } = await extractPdfText(resume.pdf);
    expect(pages).toBeLessThanOrEqual(MAX_PAGES);
    const text = flattened(pageTexts.join('\n'));
    for (const job of jobs) {
      expect(text).toContain(job.title);
      expect(text).toContain(job.description);
      for (const highlight of job.highlights) expect(text).not.toContain(highlight);
    }
    expect(text).toContain(award.title);
    expect(text).not.toContain(award.summary);
    expect(resume.warnings).toContainEqual(
      expect.stringMatching(/^the resume leaves out the awards' and publications' summaries, then the highlights of jobs and studies to stay within 2 pages/),
    );
  });
});
