import { Card, Group, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { LanguageCode } from '@/config/language-codes.ts';
import { formatPeriod } from '@/lib/history/format-period.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { byGraduation } from '@/lib/history/newest-first.ts';
import { HistoryEntry } from './HistoryEntry.tsx';
import classes from './About.module.css';

export function EducationList({ language }: { language: LanguageCode }) {
  const { education, pageText } = contentIn(language);
  return (
    <div>
      <Title order={3} className={classes.subheading}>
        {pageText.about.education}
      </Title>
      <ul className={classes.plainList}>
        {byGraduation(education).map((entry) => (
          <li key={entry.id}>
            <Card withBorder radius="lg" padding="lg">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} variant="light" aria-hidden>
                  <IconSchool size={24} />
                </ThemeIcon>
                <div>
                  <HistoryEntry
                    title={entry.degree}
                    organisation={entry.institution}
                    period={formatPeriod(entry.period, language)}
                    description={entry.description}
                    highlights={entry.highlights}
                  />
                </div>
              </Group>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
