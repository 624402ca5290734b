/**
 * A guard of the build: every generated class the prerendered page uses must have a rule in the
 * page's CSS. Mantine's stylesheets are imported per component (src/app/styles.ts), so a
 * component added without its stylesheet would otherwise ship unstyled with no error; the same
 * goes for a CSS module that no browser module imports.
 */

/** Mantine's hashed component classes, and the CSS modules' (`_x9Kp2` as built, vite.config.ts). */
const GENERATED_CLASS = /^(m_[0-9a-f]{8}|_[\w-]{5})$/;
const MANTINE_STATIC_CLASS = /^mantine-([A-Z][A-Za-z]+)-/;

export function unstyledClasses(html: string, css: string): string[] {
  const missing = new Map<string, string>();
  for (const [, attribute] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const classes = (attribute ?? '').split(/\s+/);
    const component = classes.map((name) => MANTINE_STATIC_CLASS.exec(name)?.[1]).find(Boolean);
    for (const name of classes) {
      if (!GENERATED_CLASS.test(name) || missing.has(name) || css.includes(`.${name}`)) continue;
      missing.set(name, component && name.startsWith('m_') ? `${name} (Mantine's ${component}: import '@mantine/core/styles/${component}.css' in src/app/styles.ts)` : name);
    }
  }
  return [...missing.values()];
}

/** The page as it is, or the build stops: a class it uses has no rule in `css` (the page's whole CSS) nor in its inline styles. */
export function everyClassStyled(page: string, { css }: { css: string }): string {
  const missing = unstyledClasses(page, css + [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join(''));
  if (missing.length > 0) throw new Error(`The prerendered page uses classes that no stylesheet defines:\n  ${missing.join('\n  ')}`);
  return page;
}
