import { Anchor, Card, Group, SimpleGrid, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { HistoryEntry } from './HistoryEntry.tsx';
import classes from './About.module.css';

/** One certificate, award or publication as the card shows it. */
interface DatedEntry {
  id: string;
  title: string;
  /** The issuer, awarder or publisher. */
  by: string;
  /** As printed: `May 2024`. */
  date: string;
  /** Where it can be checked or read: the title links there. */
  url?: string;
  summary?: string;
}

interface DatedEntryCardProps {
  heading: string;
  icon: Icon;
  entries: readonly DatedEntry[];
  language: LanguageCode;
}

/**
 * A kind of dated entry under its heading, one card listing them; nothing at all when there are
 * none. Built of components whose styles the page already has (src/app/styles.ts), so these
 * optional kinds add no rule to the stylesheet every owner's page inlines.
 */
export function DatedEntryCard({ heading, icon: EntryIcon, entries, language }: DatedEntryCardProps) {
  if (entries.length === 0) return null;
  const { page } = wordsIn(language);
  return (
    <div>
      <Title order={3} className={classes.subheading}>
        {heading}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <SimpleGrid component="ul" cols={1} spacing="lg" className={classes.plainList}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={36} variant="light" aria-hidden>
                  <EntryIcon size={20} />
                </ThemeIcon>
                <div>
                  <HistoryEntry
                    title={
                      entry.url ? (
                        <Anchor href={entry.url} target="_blank" rel="noopener noreferrer" inherit aria-label={page.opensInNewTab(entry.title)}>
                          {entry.title}
                        </Anchor>
                      ) : (
                        entry.title
                      )
                    }
                    organisation={entry.by}
                    period={entry.date}
                    description={entry.summary}
                  />
                </div>
              </Group>
            </li>
          ))}
        </SimpleGrid>
      </Card>
    </div>
  );
}
