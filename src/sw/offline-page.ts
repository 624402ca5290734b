/**
 * The worker's answer to an address that is not one of the site's pages, asked for while the
 * network is gone: a small page of the site's own that says so and links to the portfolio,
 * rather than the portfolio standing in for a page it is not (a sibling site on the same
 * origin, a mistyped path). Written here, not precached: it has no script, no image and no
 * font, so it needs nothing else from the cache.
 */
import { wordsIn } from '@/lib/languages/words.ts';
import { directionOf, type LanguageCode } from '@/config/language-codes.ts';
import { PAGE_BACKGROUND } from '@/config/theme-colors.ts';
import { languageTag, pagePathOf, SITE_LANGUAGES, FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The language an address under `base` is in: the page path it starts with (`/fr/…`), else the first. */
export function languageOfAddress(pathname: string, base: string): LanguageCode {
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  return SITE_LANGUAGES.find(({ code }) => code !== FIRST_LANGUAGE && `${path}/`.startsWith(pagePathOf(code)))?.code ?? FIRST_LANGUAGE;
}

/** The page, in `language`, linking to that language's page under `base`. */
export function offlinePageHtml(language: LanguageCode, base: string): string {
  const { heading, body, home } = wordsIn(language).offlinePage;
  return `<!doctype html>
<html lang="${languageTag(language)}"${directionOf(language) === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; min-height: 100vh; display: grid; place-content: center; padding: 1.5rem; background: ${PAGE_BACKGROUND.light}; color: #212529; }
main { max-width: 34rem; }
a { color: #1864ab; font-weight: 600; }
@media (prefers-color-scheme: dark) { body { background: ${PAGE_BACKGROUND.dark}; color: #e9ecef; } a { color: #74c0fc; } }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(`${base}${pagePathOf(language)}`)}">${escapeHtml(home)}</a></p>
</main>
</body>
</html>
`;
}

/** The page as the worker answers it: 503, as a server that cannot be reached would, never cached. */
export const offlinePageResponse = (language: LanguageCode, base: string): Response =>
  new Response(offlinePageHtml(language, base), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
