/**
 * A build-time guard: every generated class the prerendered page uses must have a rule in the
 * page's CSS. Mantine's stylesheets are imported per component (src/app/styles.ts), so a
 * component added without its stylesheet would otherwise ship unstyled with no error; the same
 * goes for a CSS module that no browser module imports.
 */

/** Mantine's hashed component classes, and Vite's CSS-module classes (`_name_hash_line`). */
const GENERATED_CLASS = /^(m_[0-9a-f]{8}|_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+)$/;
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

export function assertStyled(html: string, css: string): void {
  const missing = unstyledClasses(html, css);
  if (missing.length > 0) throw new Error(`The prerendered page uses classes that no stylesheet defines:\n  ${missing.join('\n  ')}`);
}
