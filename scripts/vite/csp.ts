/**
 * A strict Content-Security-Policy that works on any static host: a `<meta http-equiv>` tag
 * written into the final index.html at build time (GitHub Pages and friends send no custom
 * headers). Every inline `<script>` and `<style>` of the final page is allowed by its SHA-256
 * hash, found in the HTML itself rather than listed here, so adding or changing an inline block
 * anywhere (index.html, the prerender, the inlined stylesheet, JSON-LD) needs nothing here.
 * It must see the page after every other step has changed it: it is the last of the page's
 * transforms that writes (./page-transforms.ts).
 *
 * The meta form ignores `frame-ancestors`, `report-uri` and `sandbox`; send those as headers
 * where the host allows.
 */
import { createHash } from 'node:crypto';

export interface InlineBlocks {
  scripts: string[];
  styles: string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The text of every inline script (any type, no `src`) and every style element, in order. */
export function inlineBlocks(html: string): InlineBlocks {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes ?? '')).map((match) => match[2] ?? '');
  const styles = [...html.matchAll(INLINE_STYLE)].map((match) => match[1] ?? '');
  return { scripts, styles };
}

const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (values: readonly string[]) => [...new Set(values)];

export interface PolicyOptions {
  /** Origins the page may send requests to besides itself (the email provider). */
  connectOrigins: readonly string[];
  /** Image addresses the page may load besides its own: the visit counter's endpoint, when the build counts. */
  imageSources?: readonly string[];
  /** Allows the style elements the page inserts at run time (src/lib/csp/style-nonce.ts). */
  styleNonce?: string;
}

/** The policy for a page with these inline blocks. */
export function contentSecurityPolicy(blocks: InlineBlocks, { connectOrigins, imageSources = [], styleNonce }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(blocks.scripts.map(sha256Source))],
    ['style-src', "'self'", ...unique(blocks.styles.map(sha256Source)), ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    // Mantine sets CSS variables in style attributes; an attribute cannot load or run anything.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...unique(imageSources)],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...unique(connectOrigins.filter((origin) => origin !== "'self'"))],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The contact form is sent by script only (index.html holds a Send until the code runs):
    // a native submission would put the message into a URL, so none is allowed.
    ['form-action', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The page with its policy as the first element of <head> after the charset declaration. */
export function withContentSecurityPolicy(html: string, options: PolicyOptions): string {
  if (/http-equiv=["']?Content-Security-Policy/i.test(html)) throw new Error('CSP: the page already has a Content-Security-Policy meta tag.');
  const policy = contentSecurityPolicy(inlineBlocks(html), options);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  // The charset must stay within the first 1024 bytes; nothing before the policy is governed by it.
  const after = /<meta\s+charset=[^>]*>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!after) throw new Error('CSP: the page has no <head>.');
  const at = after.index + after[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}
