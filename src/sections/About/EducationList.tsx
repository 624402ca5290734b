import { Card, Group, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { education } from '@/content/education';
import { pageText } from '@/content/page-text';
import { formatPeriod } from '@/lib/history/format-period';
import { byGraduation } from '@/lib/history/newest-first';
import { HistoryEntry } from './HistoryEntry';
import classes from './About.module.css';

const entries = byGraduation(education);

export function EducationList() {
  return (
    <div>
      <Title order={3} className={classes.subheading}>
        {pageText.about.education}
      </Title>
      <ul className={classes.plainList}>
        {entries.map((entry) => (
          <li key={`${entry.institution}-${entry.period.start}`}>
            <Card withBorder radius="lg" padding="lg">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} variant="light" aria-hidden>
                  <IconSchool size={24} />
                </ThemeIcon>
                <div>
                  <HistoryEntry
                    title={entry.degree}
                    organisation={entry.institution}
                    period={formatPeriod(entry.period, 'en')}
                    description={entry.description}
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
