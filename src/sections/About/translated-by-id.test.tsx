// @vitest-environment jsdom
/**
 * A translation follows its entry, not its place in the list: the owner's jobs in reverse order
 * (as an owner reordering experience.ts would leave them), and on the French page each job still
 * shows its own French title, company, line and months together, as the translation files them
 * under the job's id.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, within } from '@/test-utils/index.ts';
import { formatPeriod } from '@/lib/history/format-period.ts';
import { contentIn, FIRST_LANGUAGE, SITE_LANGUAGES, TRANSLATIONS } from '@/lib/languages/site-content.ts';
import { ExperienceTimeline } from './ExperienceTimeline.tsx';

vi.mock('@/content/experience.ts', async (importOriginal) => {
  const { experience } = await importOriginal<typeof import('@/content/experience.ts')>();
  return { experience: [...experience].reverse() };
});

// French as a translation: a further language of the site, the first one's being the content files.
const french = TRANSLATIONS.fr !== undefined && SITE_LANGUAGES.slice(1).some(({ code }) => code === 'fr');
if (!french) console.warn('translated-by-id: SKIPPED: French is not a further language of the site (src/content/languages.ts)');

describe.runIf(french)('the French of a reordered work history', () => {
  it("shows each job with its own French, whatever the jobs' order in experience.ts", () => {
    const { experience } = contentIn(FIRST_LANGUAGE);
    // At least two jobs, or no order could put one's French on another.
    expect(experience.length).toBeGreaterThan(1);
    const { container } = render(<ExperienceTimeline language="fr" />);
    const items = within(container).getAllByRole('listitem');
    expect(items).toHaveLength(experience.length);
    for (const job of experience) {
      const own = TRANSLATIONS.fr!.experience[job.id]!;
      const item = items.find((candidate) => within(candidate).queryByRole('heading', { name: own.title }));
      expect(item, `the French title of ${job.id}`).toBeDefined();
      expect(item!.textContent).toContain(own.company);
      expect(item!.textContent).toContain(own.description);
      expect(item!.textContent).toContain(formatPeriod(job.period, 'fr'));
    }
  });
});
