/**
 * The page's <head> without index.html's notes to its reader (HTML comments) and the space
 * between its tags: the head is part of the first screen, whose every byte counts
 * (./first-screen-budget.ts). A style element's text is CSS: it is left as it is.
 */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/g;
const STYLE_PLACE = /<style>\0(\d+)\0<\/style>/g;

export function minifiedHead(page: string): string {
  const headEnd = page.indexOf('</head>');
  const styles: string[] = [];
  const head = page.slice(0, headEnd).replace(STYLE_ELEMENT, (element) => `<style>\0${styles.push(element) - 1}\0</style>`);
  const minified = head.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><');
  return minified.replace(STYLE_PLACE, (_place, at: string) => styles[Number(at)]!) + page.slice(headEnd);
}
