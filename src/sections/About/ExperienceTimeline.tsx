import { ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import type { LanguageCode } from '@/config/language-codes.ts';
import { formatPeriod } from '@/lib/history/format-period.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { newestFirst } from '@/lib/history/newest-first.ts';
import { themeIconRadius } from '@/styles/theme-icon-radius.ts';
import { HistoryEntry } from './HistoryEntry.tsx';
import classes from './About.module.css';

const ROUND = themeIconRadius('xl');

export function ExperienceTimeline({ language }: { language: LanguageCode }) {
  const { experience, pageText } = contentIn(language);
  const entries = newestFirst(experience);
  return (
    <div>
      <Title order={3} className={classes.subheading}>
        {pageText.about.experience}
      </Title>
      <Timeline active={entries.length} bulletSize={28} lineWidth={2} role="list" aria-label={pageText.about.experience}>
        {entries.map((entry) => (
          <Timeline.Item
            key={entry.id}
            role="listitem"
            bullet={
              <ThemeIcon size={28} vars={ROUND} variant="filled" aria-hidden>
                <IconBriefcase size={15} />
              </ThemeIcon>
            }
          >
            <HistoryEntry
              title={entry.title}
              organisation={entry.company}
              period={formatPeriod(entry.period, language)}
              description={entry.description}
              highlights={entry.highlights}
            />
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}
