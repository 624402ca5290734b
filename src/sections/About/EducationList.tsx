import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { education } from '@/content/education';
import classes from './About.module.css';

export function EducationList() {
  return (
    <div>
      <Title order={3} className={classes.subheading}>
        Education
      </Title>
      <ul className={classes.plainList}>
        {education.map((entry) => (
          <li key={`${entry.institution}-${entry.period}`}>
            <Card withBorder radius="lg" padding="lg">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <IconSchool size={24} />
                </ThemeIcon>
                <div>
                  <Title order={4} className={classes.entryTitle}>
                    {entry.degree}
                  </Title>
                  <Text fw={600} c="brand" size="sm">
                    {entry.institution}
                  </Text>
                  <Text size="xs" c="dimmed" className={classes.period}>
                    {entry.period}
                  </Text>
                  <Text size="sm" mt={6}>
                    {entry.description}
                  </Text>
                </div>
              </Group>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
