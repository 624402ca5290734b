import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { education } from '@/content/education.ts';
import { experience } from '@/content/experience.ts';
import { FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';
import { periodTextIn } from '../../../tests/support/period-text.ts';
import { EducationList } from './EducationList.tsx';
import { ExperienceTimeline } from './ExperienceTimeline.tsx';

/** The characters React escapes in prerendered text (French's "aujourd'hui" among them), as they read. */
const ESCAPED: Record<string, string> = { '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The prerendered text of a part of the page, with its tags taken out. */
const prerenderedText = (element: React.ReactElement) =>
  renderToString(<MantineProvider>{element}</MantineProvider>)
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;|&quot;|&lt;|&gt;|&amp;/g, (escaped) => ESCAPED[escaped]!);

it('prints every job\'s and degree\'s months the way the page always has ("May 2025 – Aug 2025", "Sep 2023 – Present"; in French "sept. 2024 – déc. 2024")', () => {
  const lines = [...prerenderedText(<ExperienceTimeline language={FIRST_LANGUAGE} />).split('\n'), ...prerenderedText(<EducationList language={FIRST_LANGUAGE} />).split('\n')];
  for (const entry of [...experience, ...education]) expect(lines).toContain(periodTextIn(FIRST_LANGUAGE)(entry.period));
});
