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
 */
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

export function inlineCss(): Plugin {
  return {
    name: 'portfolio:inline-css',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      let page = html.source;
      let pageCss = '';
      for (const [fileName, asset] of Object.entries(bundle)) {
        if (asset.type !== 'asset' || !fileName.endsWith('.css')) continue;
        // The href carries Vite's base (`/`, or `/REPO/` for a GitHub Pages project site).
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*/${fileName.replace(/[.]/g, '\\.')}"[^>]*>`);
        if (!link.test(page)) continue;
        // A stylesheet cannot close the <style> element early, but guard against it anyway.
        const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
        page = page.replace(link, () => `<style>${css}</style>`);
        pageCss += css;
        delete bundle[fileName];
      }
      // Mantine's own <style> tags in the page count too.
      for (const [, inline] of page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) pageCss += inline;
      assertStyled(page, pageCss);
      html.source = page;
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

export function assertStyled(html: string, css: string): void {
  const missing = unstyledClasses(html, css);
  if (missing.length > 0) throw new Error(`The prerendered page uses classes that no stylesheet defines:\n  ${missing.join('\n  ')}`);
}
