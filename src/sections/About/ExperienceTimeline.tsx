import { Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { experience } from '@/content/experience';
import classes from './About.module.css';

export function ExperienceTimeline() {
  return (
    <div>
      <Title order={3} className={classes.subheading}>
        Work Experience
      </Title>
      <Timeline active={experience.length} bulletSize={28} lineWidth={2} role="list" aria-label="Work experience">
        {experience.map((entry) => (
          <Timeline.Item
            key={`${entry.company}-${entry.period}`}
            role="listitem"
            bullet={
              <ThemeIcon size={28} radius="xl" variant="filled" aria-hidden>
                <IconBriefcase size={15} />
              </ThemeIcon>
            }
          >
            <Title order={4} className={classes.entryTitle}>
              {entry.title}
            </Title>
            <Text fw={600} c="brand" size="sm" className={classes.company}>
              {entry.company}
            </Text>
            <Text size="xs" c="dimmed" className={classes.period}>
              {entry.period}
            </Text>
            <Text size="sm" mt={4}>
              {entry.description}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}
