import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { LanguageCode } from '@/config/language-codes.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { themeIconRadius } from '@/styles/theme-icon-radius.ts';
import { interestIcon } from './interest-icon.ts';
import classes from './About.module.css';

const ROUND = themeIconRadius('xl');

export function InterestTiles({ language }: { language: LanguageCode }) {
  const { interests, pageText } = contentIn(language);
  return (
    <div className={classes.interests}>
      <Title order={3} className={classes.subheading}>
        {pageText.about.interests}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 2 }} spacing="md" className={classes.plainList}>
        {interests.map((interest) => {
          const InterestGlyph = interestIcon(interest.icon);
          return (
            <Paper component="li" key={interest.id} withBorder radius="lg" p="md" className={classes.tile}>
              <ThemeIcon size={48} vars={ROUND} variant="light" aria-hidden>
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
