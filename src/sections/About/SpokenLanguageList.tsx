import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import classes from './About.module.css';

/** The languages the owner speaks, in the content's order, each with the fluency in the owner's words; nothing when there are none. */
export function SpokenLanguageList({ language }: { language: LanguageCode }) {
  const { spokenLanguages } = contentIn(language);
  if (spokenLanguages.length === 0) return null;
  return (
    <div>
      <Title order={3} className={classes.subheading}>
        {wordsIn(language).about.spokenLanguages}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={36} variant="light" aria-hidden>
            <IconLanguage size={20} />
          </ThemeIcon>
          <SimpleGrid component="ul" cols={1} spacing={6} className={classes.plainList} style={{ flex: 1 }}>
            {spokenLanguages.map((spoken) => (
              <Group component="li" key={spoken.id} justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600}>{spoken.language}</Text>
                <Text size="sm" c="dimmed">
                  {spoken.fluency}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        </Group>
      </Card>
    </div>
  );
}
