import { Text, Title } from '@mantine/core';
import classes from './SectionTitle.module.css';

interface SectionTitleProps {
  id: string;
  title: string;
  subtitle?: string;
}

/** A section's h2 (its id labels the section) with an optional one-line lead. */
export function SectionTitle({ id, title, subtitle }: SectionTitleProps) {
  return (
    <div className={classes.root}>
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" className={classes.subtitle}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
