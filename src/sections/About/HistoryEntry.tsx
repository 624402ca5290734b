import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './About.module.css';

interface HistoryEntryProps {
  /** Job title, degree, certificate, award or publication; a link where it has one. */
  title: ReactNode;
  /** Company, institution, issuer, awarder or publisher. */
  organisation: string;
  /** When, as printed: `May 2025 – Aug 2025`, `May 2024`. */
  period: string;
  description?: string;
  /** Optional points, each a line of its own: shown as a list under the description. */
  highlights?: readonly string[];
}

/** One entry of About: the same lines in the timeline and in the cards beside it. */
export function HistoryEntry({ title, organisation, period, description, highlights = [] }: HistoryEntryProps) {
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
      {description && (
        <Text size="sm" mt={4}>
          {description}
        </Text>
      )}
      {/* Style props only, no stylesheet rule: the page of an owner without highlights stays byte for byte what it was. */}
      {highlights.length > 0 && (
        <Text component="ul" size="sm" mt={6} mb={0} ps="lg" style={{ listStyleType: 'disc' }}>
          {highlights.map((highlight, index) => (
            <li key={index}>{highlight}</li>
          ))}
        </Text>
      )}
    </>
  );
}
