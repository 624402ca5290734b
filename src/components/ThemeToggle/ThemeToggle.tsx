import { ActionIcon, Box } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useColorSchemeToggle } from '@/hooks/useColorSchemeToggle';

/** Shows the icon of the theme a click switches to; CSS picks the icon so prerender matches. */
export function ThemeToggle() {
  const { toggle } = useColorSchemeToggle();
  return (
    <ActionIcon variant="default" size="lg" radius="xl" onClick={toggle} aria-label="Toggle dark theme">
      <Box component={IconMoon} size={20} stroke={1.75} darkHidden aria-hidden />
      <Box component={IconSun} size={20} stroke={1.75} lightHidden aria-hidden />
    </ActionIcon>
  );
}
