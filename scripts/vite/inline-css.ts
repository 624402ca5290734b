/**
 * Inlines the page's one stylesheet into index.html. The first paint then needs a single
 * response instead of HTML followed by a render-blocking CSS request (one round trip less on
 * a slow phone connection). The stylesheet is small (Mantine per component, ~17 kB gzip) and
 * the service worker caches the HTML anyway, so nothing is lost to caching.
 *
 * It also guards the build: every generated class the prerendered page uses must have a rule in
 * the page's CSS. Mantine's stylesheets are imported per component (src/app/styles.ts), so a
 * component added without its stylesheet would otherwise ship unstyled with no error; the same
 * goes for a CSS module that no browser module imports.
 *
 * Mantine's default palettes that nothing on the page names are left out (unused-palettes.ts).
 */
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';
import { bundledPages } from './site-pages.ts';
import { unusedPalettes, withoutPalettes } from './unused-palettes.ts';

type Stylesheet = Pick<OutputAsset, 'fileName' | 'source'>;

/** The page with every stylesheet it links in a <style> of its own, and the stylesheets it took. */
function inlineStylesheets(page: string, stylesheets: Stylesheet[]): { page: string; inlined: string[] } {
  const inlined: string[] = [];
  for (const { fileName, source } of stylesheets) {
    // The href carries Vite's base (`/`, or `/REPO/` for a GitHub Pages project site).
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*/${fileName.replace(/[.]/g, '\\.')}"[^>]*>`);
    if (!link.test(page)) continue;
    // A stylesheet cannot close the <style> element early, but guard against it anyway.
    const text = String(source).replace(/<\/style/gi, '<\\/style');
    page = page.replace(link, () => `<style>${text}</style>`);
    inlined.push(fileName);
  }
  return { page, inlined };
}

export function inlineCss(): Plugin {
  return {
    name: 'portfolio:inline-css',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = Object.values(bundle).filter((file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'));
      const pages = bundledPages(bundle);
      // Mantine's palettes that no page and no script names stay out (unused-palettes.ts).
      const scripts = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      const css = built.map(({ source }) => String(source)).join('');
      const unused = unusedPalettes(css, pages.map(({ source }) => String(source)), scripts);
      const stylesheets = built.map(({ fileName, source }) => ({ fileName, source: withoutPalettes(String(source), unused) }));
      const inlined = new Set<string>();
      // Every page (one per site language) links the same stylesheet.
      for (const html of pages) {
        const { page, inlined: files } = inlineStylesheets(String(html.source), stylesheets);
        // The stylesheet and Mantine's own <style> tags in the page.
        assertStyled(page, [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join(''));
        html.source = page;
        for (const file of files) inlined.add(file);
      }
      for (const fileName of inlined) delete bundle[fileName];
    },
  };
}

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

function assertStyled(html: string, css: string): void {
  const missing = unstyledClasses(html, css);
  if (missing.length > 0) throw new Error(`The prerendered page uses classes that no stylesheet defines:\n  ${missing.join('\n  ')}`);
}
