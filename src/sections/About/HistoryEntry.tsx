import { Text, Title } from '@mantine/core';
import classes from './About.module.css';

interface HistoryEntryProps {
  /** Job title or degree. */
  title: string;
  /** Company or institution. */
  organisation: string;
  /** When, as printed: `May 2025 – Aug 2025`. */
  period: string;
  description: string;
}

/** One job or one degree: the same four lines in the timeline and in the education card. */
export function HistoryEntry({ title, organisation, period, description }: HistoryEntryProps) {
  return (
    <>
      <Title order={4} className={classes.entryTitle}>
        {title}
      </Title>
      <Text fw={600} c="var(--accent-text)" size="sm" className={classes.organisation}>
        {organisation}
      </Text>
      <Text size="xs" c="dimmed" className={classes.period}>
        {period}
      </Text>
      <Text size="sm" mt={4}>
        {description}
      </Text>
    </>
  );
}
