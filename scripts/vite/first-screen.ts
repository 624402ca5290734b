/**
 * Each page's first screen, its header and first section, in the first round trip
 * (docs/decisions/012-first-screen-first-round-trip.md). A page marks where its first screen ends
 * (`<FirstScreenEnd />`: an empty `<template data-first-screen-end>`, kept as the mark); there:
 * - the CSS is split: what the first screen needs (./first-screen-css.ts) is inlined in one
 *   `<style>` in <head>, in the place of the stylesheet Vite linked and the Mantine `<style>`
 *   elements the prerender put there; the whole of it (those in their order) is one file, linked
 *   at the mark. Browsers render nothing after a stylesheet link in <body> until it is in, so
 *   every later section is styled when it first shows, a deep link lands on a styled section and
 *   nothing shifts, with no script. Being the whole, it restates the first screen's rules after
 *   them: the cascade is the one stylesheet's. `fetchpriority="low"`: Lighthouse's model, which
 *   reads priorities, then keeps it out of the first paint it simulates, as the browser does;
 * - what waits for the first paint (./inline-script.ts, `holdTags`) and the second inline script
 *   (`afterFirstScreenScript`) come before that link, so the script runs as it arrives and never
 *   waits for the stylesheet.
 * The page up to the mark must fit TCP's first flight once compressed: the build fails when it
 * grows past FIRST_SCREEN_BUDGET_BYTES, naming the page and by how much. The head's HTML comments
 * (index.html's notes to its reader) and the space between its tags go: every byte there counts.
 *
 * It also guards the build: every generated class the prerendered page uses must have a rule in
 * the page's CSS. Mantine's stylesheets are imported per component (src/app/styles.ts), so a
 * component added without its stylesheet would otherwise ship unstyled with no error; the same
 * goes for a CSS module that no browser module imports.
 *
 * Mantine's default palettes that nothing on the page names are left out (unused-palettes.ts).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';
import { AFTER_FIRST_PAINT_ATTRIBUTE, FIRST_SCREEN_END_ATTRIBUTE } from '../../src/config/page-seams.ts';
import { firstScreenCss } from './first-screen-css.ts';
import { afterFirstScreenScript } from './inline-script.ts';
import { bundledPages } from './site-pages.ts';
import { unusedPalettes, withoutPalettes } from './unused-palettes.ts';

/**
 * The compressed bytes the first screen may take: TCP's first flight is 10 segments of 1,460
 * bytes (14,600), and the response's headers travel in it too; 14 kB in the decimal kilobytes
 * the docs use leaves them 600 bytes.
 */
const FIRST_SCREEN_BUDGET_BYTES = 14_000;

/** The first screen's size as a server sends it: gzip, at the level the bench measures with. */
const compressedBytes = (html: string): number => gzipSync(html, { level: 9 }).length;

const SEAM = new RegExp(`<template ${FIRST_SCREEN_END_ATTRIBUTE}(?:="")?></template>`, 'g');
const FIRST_SCREEN_STYLE = '\0first-screen-style\0';
const HELD = new RegExp(`<template ${AFTER_FIRST_PAINT_ATTRIBUTE}>[\\s\\S]*?</template>`);
const HEAD_CSS = /\s*<link rel="stylesheet"[^>]*href="[^"]*\/([^"/]+\.css)"[^>]*>|\s*<style\b[^>]*>([\s\S]*?)<\/style>/g;

export interface SplitPage {
  /** The page, its link to the whole CSS after the mark, waiting for `href`'s value as `{{href}}`. */
  page: string;
  /** Every rule of the page, in the cascade's order. */
  css: string;
}

/**
 * `stylesheets`: the build's CSS files by name; `script`: what follows the first screen before the
 * link. A page without exactly one mark stops the build.
 */
export function splitPage(page: string, stylesheets: ReadonlyMap<string, string>, script: string, name: string): SplitPage {
  const seams = page.match(SEAM) ?? [];
  if (seams.length !== 1) throw new Error(`${name} has ${seams.length} first-screen marks; place <FirstScreenEnd /> once, after the page's first section.`);
  const headEnd = page.indexOf('</head>');
  const held = HELD.exec(page)?.[0] ?? '';
  const parts: string[] = [];
  // The page's CSS leaves the head, the first screen's to come back where the first of it was.
  const head = page
    .slice(0, headEnd)
    .replace(held, '')
    .replace(HEAD_CSS, (block, file: string | undefined, text: string | undefined) => {
      if (file !== undefined && !stylesheets.has(file)) return block; // not the build's
      parts.push(file === undefined ? text! : stylesheets.get(file)!);
      return parts.length === 1 ? FIRST_SCREEN_STYLE : '';
    })
    // Every byte before the mark counts: index.html's notes to its reader and the space between tags go.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><');
  const css = parts.join('\n');
  const [before, after] = page.slice(headEnd).split(SEAM) as [string, string];
  const style = `<style>${escapeStyle(firstScreenCss(css, head + before))}</style>`;
  // What waits for the first paint waits at the mark, before the script that releases it.
  return { page: `${head.replace(FIRST_SCREEN_STYLE, () => style)}${before}${seams[0]}${held}<script>${script}</script><link rel="stylesheet" href="{{href}}" fetchpriority="low">${after}`, css };
}

/** The page up to its first screen's mark, as the budget counts it. */
export function firstScreenOf(page: string): string {
  const mark = page.search(SEAM);
  return mark < 0 ? page : page.slice(0, mark);
}

/** A stylesheet cannot close the <style> element early, but guard against it anyway. */
const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

export function overBudget(name: string, bytes: number): string | null {
  if (bytes <= FIRST_SCREEN_BUDGET_BYTES) return null;
  return `${name}: the first screen (up to <FirstScreenEnd />) is ${bytes} bytes gzipped, ${bytes - FIRST_SCREEN_BUDGET_BYTES} over its ${FIRST_SCREEN_BUDGET_BYTES}: what grew in its head, header or first section?`;
}

export function firstScreen(): Plugin {
  let base = '/';
  return {
    name: 'portfolio:first-screen',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const built = Object.values(bundle).filter((file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'));
      const pages = bundledPages(bundle);
      // Mantine's palettes that no page and no script names stay out (unused-palettes.ts).
      const scripts = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      const unused = unusedPalettes(built.map(({ source }) => String(source)).join(''), pages.map(({ source }) => String(source)), scripts);
      const stylesheets = new Map(built.map(({ fileName, source }) => [fileName.split('/').pop()!, withoutPalettes(String(source), unused)]));
      const script = await afterFirstScreenScript(base);
      for (const html of pages) {
        const { page, css } = splitPage(String(html.source), stylesheets, script, html.fileName);
        assertStyled(page, css + [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join(''));
        // One file per distinct CSS (every language's page has the same).
        const fileName = `assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
        if (!bundle[fileName]) this.emitFile({ type: 'asset', fileName, source: css });
        html.source = page.replace('{{href}}', () => `${base}${fileName}`);
      }
      for (const { fileName } of built) delete bundle[fileName];
    },
    // On the pages as written, the policy and every later step's bytes included.
    writeBundle(_options, bundle) {
      const problems = bundledPages(bundle).flatMap((page) => overBudget(page.fileName, compressedBytes(firstScreenOf(String(page.source)))) ?? []);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}

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

function assertStyled(html: string, css: string): void {
  const missing = unstyledClasses(html, css);
  if (missing.length > 0) throw new Error(`The prerendered page uses classes that no stylesheet defines:\n  ${missing.join('\n  ')}`);
}
