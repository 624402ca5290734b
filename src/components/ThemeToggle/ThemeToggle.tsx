import { ActionIcon, Box } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { marked, THEME_TOGGLE_ATTRIBUTE } from '@/config/page-seams.ts';

/**
 * Shows the icon of the theme a click switches to (CSS picks it, so the markup is the same in
 * both themes). The first-response script does the switching, from the first paint on.
 */
export function ThemeToggle({ language }: { language: LanguageCode }) {
  return (
    <ActionIcon variant="default" size="lg" radius="xl" aria-label={wordsIn(language).header.toggleTheme} aria-pressed="false" {...marked(THEME_TOGGLE_ATTRIBUTE)}>
      <Box component={IconMoon} size={20} stroke={1.75} darkHidden aria-hidden />
      <Box component={IconSun} size={20} stroke={1.75} lightHidden aria-hidden />
    </ActionIcon>
  );
}
