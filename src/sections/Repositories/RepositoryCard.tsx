import { Anchor, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { languageTag } from '@/lib/languages/site-content.ts';
import type { Repository } from '@/lib/outside-data/outside-data.ts';

/**
 * One repository: its name linking to it, its description, its main language and its stars. The
 * stars show as a star and a number, and are read out as "12 stars" (the number and the icon are
 * hidden from screen readers, the words shown only to them). A list item, not an article: the
 * projects' section's articles are the owner's project cards.
 */
export function RepositoryCard({ repository, language }: { repository: Repository; language: LanguageCode }) {
  const words = wordsIn(language).repositories;
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Title order={4} fz="md" style={{ overflowWrap: 'anywhere' }}>
        <Anchor href={repository.url} inherit>
          {repository.name}
        </Anchor>
      </Title>
      {repository.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {repository.description}
        </Text>
      )}
      {/* At the card's foot, level across a row of cards whatever their descriptions' lengths. */}
      <Group gap="md" style={{ marginTop: 'auto', paddingTop: 'var(--mantine-spacing-sm)' }}>
        {repository.language && <Text size="sm">{repository.language}</Text>}
        <Text size="sm" display="inline-flex" style={{ alignItems: 'center', gap: '0.25rem' }}>
          <IconStar size={16} aria-hidden />
          <span aria-hidden="true">{repository.stars.toLocaleString(languageTag(language))}</span>
          <VisuallyHidden component="span">{words.stars(repository.stars)}</VisuallyHidden>
        </Text>
      </Group>
    </Card>
  );
}
