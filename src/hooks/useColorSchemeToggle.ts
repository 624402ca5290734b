import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { applyDarkClass, toggledColorScheme } from '@/lib/theme/color-scheme';

/**
 * The visitor's light/dark choice: Mantine holds and saves it; this keeps the root's `dark`
 * class in step and offers the flip.
 */
export function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });

  useEffect(() => {
    applyDarkClass(document.documentElement, scheme);
  }, [scheme]);

  return { scheme, toggle: () => setColorScheme(toggledColorScheme(scheme)) };
}
