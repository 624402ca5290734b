import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { education } from '@/content/education';
import { experience } from '@/content/experience';
import { englishPeriod } from '../../../tests/support/period-text';
import { EducationList } from './EducationList';
import { ExperienceTimeline } from './ExperienceTimeline';

/** The prerendered text of a part of the page, with its tags taken out. */
const prerenderedText = (element: React.ReactElement) =>
  renderToString(<MantineProvider>{element}</MantineProvider>).replace(/<[^>]+>/g, '\n');

it('prints every job\'s and degree\'s months the way the page always has ("May 2025 – Aug 2025", "Sep 2023 – Present")', () => {
  const lines = [...prerenderedText(<ExperienceTimeline language="en" />).split('\n'), ...prerenderedText(<EducationList language="en" />).split('\n')];
  for (const entry of [...experience, ...education]) expect(lines).toContain(englishPeriod(entry.period));
});
