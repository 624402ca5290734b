/**
 * What rewrites each built page, in one list, in the order it runs: each step a function from
 * the page to the page, named for what it gives. They run in the client build once Vite has
 * written the pages (their links to the bundle, vite-plugin-pwa's manifest link), on every page
 * of the site (./site-pages.ts), a step over all pages before the next. Nothing changes a page
 * after them: the policy, which hashes the inline blocks, comes after every step that writes
 * one, and the budget last, counting the bytes as they ship. Before them, index.html's own
 * slots are filled as Vite reads it, on the dev server too (./inline-script.ts,
 * ./html-metadata.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { withContentSecurityPolicy, type PolicyOptions } from './csp.ts';
import { withinFirstScreenBudget } from './first-screen-budget.ts';
import { splitPage } from './first-screen.ts';
import { minifiedHead } from './head-minify.ts';
import { afterFirstScreenScript, heldUntilFirstPaint } from './inline-script.ts';
import { withPrerenderedApp } from './prerender.ts';
import { bundledPages } from './site-pages.ts';
import { everyClassStyled } from './styled-classes.ts';
import { unusedPalettes, withoutPalettes } from './unused-palettes.ts';

/** What a step knows of the page (`file`, its `css` once split from it) and of the client build. */
interface BuiltPage {
  /** Where it is written: `index.html`, `fr/index.html`, `projects/x/index.html`. */
  file: string;
  /** Every rule of the page, in the cascade's order, once the first screen's CSS is split from it. */
  css: string;
  /** The names of the files the build wrote. */
  written: string[];
  /** The build's stylesheets by name, without Mantine's palettes that no page names (read once the pages are prerendered). */
  stylesheets(): ReadonlyMap<string, string>;
  /** The inline script that follows the first screen. */
  afterFirstScreen: string;
  /** Writes a stylesheet (once for the same rules) and gives its address. */
  emitStylesheet(css: string): string;
  policy: PolicyOptions;
}

type PageTransform = (html: string, page: BuiltPage) => string | Promise<string>;

const firstScreenCssInlined: PageTransform = (html, page) => {
  const split = splitPage(html, page.stylesheets(), page.afterFirstScreen, page.file);
  page.css = split.css;
  return split.page.replace('{{href}}', () => page.emitStylesheet(split.css));
};
const policyWritten: PageTransform = (html, { policy }) => withContentSecurityPolicy(html, policy);

/** The steps, in order; one line each. */
export const PAGE_TRANSFORMS: readonly PageTransform[] = [
  withPrerenderedApp,
  heldUntilFirstPaint,
  minifiedHead,
  firstScreenCssInlined,
  everyClassStyled,
  policyWritten,
  withinFirstScreenBudget,
];

/**
 * The build's stylesheets by name, without the palettes that no page nor script names
 * (./unused-palettes.ts), taken out of the bundle: each page links its own whole stylesheet.
 */
function takenStylesheets(bundle: OutputBundle): Map<string, string> {
  const built = Object.values(bundle).filter((file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'));
  for (const { fileName } of built) delete bundle[fileName];
  const scripts = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
  const pages = bundledPages(bundle).map(({ source }) => String(source));
  const unused = unusedPalettes(built.map(({ source }) => String(source)).join(''), pages, scripts);
  return new Map(built.map(({ fileName, source }) => [fileName.split('/').pop()!, withoutPalettes(String(source), unused)]));
}

/**
 * The build step. `policy`: where the page may send and load images from (the build's email
 * origin, the visit counter's endpoint). Every build (the server bundle's too, which never uses
 * it) defines the run-time style nonce the policy allows (src/lib/csp/style-nonce.ts).
 */
export function pageTransforms(policy: Omit<PolicyOptions, 'styleNonce'>): Plugin {
  const styleNonce = randomBytes(18).toString('base64');
  return {
    name: 'portfolio:page-transforms',
    enforce: 'post',
    config: () => ({ define: { __CSP_STYLE_NONCE__: JSON.stringify(styleNonce) } }),
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const { base, consumer } = this.environment.config;
        if (consumer !== 'client') return;
        let stylesheets: Map<string, string> | undefined;
        const build: Omit<BuiltPage, 'file' | 'css'> = {
          written: Object.keys(bundle),
          stylesheets: () => (stylesheets ??= takenStylesheets(bundle)),
          afterFirstScreen: await afterFirstScreenScript(base),
          emitStylesheet: (css) => {
            // One file per distinct CSS (every language's page has the same).
            const fileName = `assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
            if (!bundle[fileName]) this.emitFile({ type: 'asset', fileName, source: css });
            return `${base}${fileName}`;
          },
          policy: { ...policy, styleNonce },
        };
        const pages = bundledPages(bundle).map((asset) => ({ asset, page: { ...build, file: asset.fileName, css: '' } }));
        for (const step of PAGE_TRANSFORMS) {
          for (const { asset, page } of pages) asset.source = await step(String(asset.source), page);
        }
      },
    },
  };
}
