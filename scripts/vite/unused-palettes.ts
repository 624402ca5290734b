/**
 * Mantine's default stylesheet (`default-css-variables.css`) declares every palette of its
 * default theme in both schemes: ten shades and eight variants each, about 1.4 kB of the page's
 * gzipped HTML for the six this page never shows. The page must reach a slow phone in two
 * network round trips (docs/decisions/003), so the inlined stylesheet leaves out a palette
 * that nothing names: no CSS rule, `style` attribute or Mantine `<style>` of any page refers to
 * its variables, and no script of the page holds its name as a string (a `color="pink"` prop,
 * which Mantine turns into `var(--mantine-color-pink-filled)` only in the browser).
 * Naming a palette anywhere keeps it whole; nothing is left half-declared.
 */

/** A declaration of one palette's variable (`--mantine-color-pink-4:#f783ac;`). */
const declarationsOf = (palette: string) => new RegExp(`--mantine-color-${palette}-[\\w-]+:[^;}]*;?`, 'g');

/** The palettes the stylesheet declares, by their shade 0. */
export function declaredPalettes(css: string): string[] {
  return [...new Set([...css.matchAll(/--mantine-color-([a-z]+)-0:/g)].map(([, name]) => name!))];
}

/**
 * The declared palettes that nothing names: `css` is the stylesheet (one palette's variables may
 * refer to another's), `pages` the pages as built, `scripts` the page's JavaScript.
 */
export function unusedPalettes(css: string, pages: string[], scripts: string[]): string[] {
  return declaredPalettes(css).filter((palette) => {
    const variable = `--mantine-color-${palette}-`;
    const named = new RegExp(`["'\`]${palette}["'\`]`);
    const referredTo = [css, ...pages].some((text) => text.replace(declarationsOf(palette), '').includes(variable));
    return !referredTo && !scripts.some((script) => script.includes(variable) || named.test(script));
  });
}

/** The stylesheet without the declarations of `palettes`. */
export function withoutPalettes(css: string, palettes: string[]): string {
  return palettes.reduce((rest, palette) => rest.replace(declarationsOf(palette), ''), css);
}
