/**
 * Each page's first screen, its header and first section, in the first round trip
 * (docs/decisions/012-first-screen-first-round-trip.md). A page marks where its first screen ends
 * (`<FirstScreenEnd />`: an empty `<template data-first-screen-end>`, kept as the mark); there
 * the CSS is split: what the first screen needs (./first-screen-css.ts) is inlined in one
 * `<style>` in <head>, in the place of the stylesheet Vite linked and the Mantine `<style>`
 * elements the prerender put there; the whole of it (those in their order) is one file, linked
 * at the mark. Browsers render nothing after a stylesheet link in <body> until it is in, so
 * every later section is styled when it first shows, a deep link lands on a styled section and
 * nothing shifts, with no script. Being the whole, it restates the first screen's rules after
 * them: the cascade is the one stylesheet's. `fetchpriority="low"`: Lighthouse's model, which
 * reads priorities, then keeps it out of the first paint it simulates, as the browser does.
 * What waits for the first paint (./inline-script.ts, `heldUntilFirstPaint`) and the second inline script
 * (`afterFirstScreenScript`) come before that link, so the script runs as it arrives and never
 * waits for the stylesheet.
 */
import { AFTER_FIRST_PAINT_ATTRIBUTE, FIRST_SCREEN_END_ATTRIBUTE } from '../../src/config/page-seams.ts';
import { firstScreenCss } from './first-screen-css.ts';

const SEAM = new RegExp(`<template ${FIRST_SCREEN_END_ATTRIBUTE}(?:="")?></template>`, 'g');
const FIRST_SCREEN_STYLE = '\0first-screen-style\0';
const HELD = new RegExp(`<template ${AFTER_FIRST_PAINT_ATTRIBUTE}>[\\s\\S]*?</template>`);
const HEAD_CSS = /\s*<link rel="stylesheet"[^>]*href="[^"]*\/([^"/]+\.css)"[^>]*>|\s*<style\b[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The `page` with its link to the whole CSS after the mark, waiting for `href`'s value as
 * `{{href}}`, and that `css`, every rule of the page in the cascade's order. `stylesheets`: the
 * build's CSS files by name; `script`: what follows the first screen before the link. A page
 * without exactly one mark stops the build.
 */
export function splitPage(page: string, stylesheets: ReadonlyMap<string, string>, script: string, name: string): { page: string; css: string } {
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
    });
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
