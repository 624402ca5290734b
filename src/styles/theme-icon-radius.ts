import { getRadius, type MantineRadius, type ThemeIconProps } from '@mantine/core';

/**
 * A ThemeIcon's corner radius, set through its CSS variable. Mantine 9.7's ThemeIcon reads its
 * `radius` prop for that variable but also hands it on to its <div> as a `radius` attribute,
 * which HTML does not have (the built page must pass the Nu HTML Checker, tests/build). A
 * ThemeIcon given neither takes the theme's default radius.
 */
export const themeIconRadius =
  (radius: MantineRadius): ThemeIconProps['vars'] =>
  () => ({ root: { '--ti-radius': getRadius(radius) } });
