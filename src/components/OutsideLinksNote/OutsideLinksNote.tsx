import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { marked, OFFLINE_BADGE_ATTRIBUTE } from '@/config/page-seams.ts';

/**
 * Said plainly beside a list of links to other sites (the owner's posts, their repositories)
 * while the page is offline: those sites need a connection, which the saved copy of this page
 * cannot stand in for, so a visitor knows before tapping. Rendered hidden; the first-response
 * script shows it while the network is gone, as it does the header's offline badge.
 */
export function OutsideLinksNote({ language }: { language: LanguageCode }) {
  return (
    <Group gap="xs" wrap="nowrap" mb="md" {...marked(OFFLINE_BADGE_ATTRIBUTE)} hidden>
      <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-orange-light-color)' }} />
      <Text size="sm" fw={500}>
        {wordsIn(language).outsideLinks.offline}
      </Text>
    </Group>
  );
}
