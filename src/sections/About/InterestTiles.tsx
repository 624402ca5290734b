import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChess,
  IconIceSkating,
  IconMoodWink,
  IconPlane,
  IconSkiJumping,
  IconSteeringWheel,
  type Icon,
} from '@tabler/icons-react';
import { interests } from '@/content/interests';
import type { InterestIcon } from '@/content/types';
import classes from './About.module.css';

const ICONS: Record<InterestIcon, Icon> = {
  plane: IconPlane,
  hockey: IconIceSkating,
  racing: IconSteeringWheel,
  skiing: IconSkiJumping,
  chess: IconChess,
  jokes: IconMoodWink,
};

export function InterestTiles() {
  return (
    <div className={classes.interests}>
      <Title order={3} className={classes.subheading}>
        Extracurricular Interests
      </Title>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 2 }} spacing="md" className={classes.plainList}>
        {interests.map((interest) => {
          const InterestGlyph = ICONS[interest.icon];
          return (
            <Paper component="li" key={interest.title} withBorder radius="lg" p="md" className={classes.tile}>
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <InterestGlyph size={26} stroke={1.6} />
              </ThemeIcon>
              <Text fw={700} mt="sm">
                {interest.title}
              </Text>
              <Text size="sm" c="dimmed">
                {interest.blurb}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </div>
  );
}
