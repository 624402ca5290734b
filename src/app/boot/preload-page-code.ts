/**
 * Fetches the page's code, without running it, right after the first paint: React and the page
 * evaluate only at the visitor's first action (hydration-demand.ts), but they must not depend
 * on the network still being there by then. `modulepreload` keeps each module ready in the
 * page's module map. The build lists the chunks in #page-code (scripts/vite/page-code-list.ts);
 * the dev server has no list and needs none.
 */
/** The element that holds the list; the build plugin writes it under this id. */
export const PAGE_CODE_ELEMENT_ID = 'page-code';

export function preloadPageCode(): void {
  const list = document.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}
