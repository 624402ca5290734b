import { describe, expect, it } from 'vitest';
import { firstScreenOf, splitPage } from './first-screen.ts';

const PAGE = `<!doctype html><html lang="en"><head>
    <meta charset="UTF-8" />
    <!-- A note to the reader of index.html. -->
    <script>theme()</script>
    <link rel="stylesheet" crossorigin href="/assets/index-a1.css">
    <style data-mantine-styles="true">:root{--accent:teal;--unused:red}</style>
  <template data-after-first-paint><script type="module" src="/assets/entry.js"></script></template></head>
  <body><div id="root"><header class="_hd4pf">Name</header><main><section class="_hero1" style="color:var(--accent)">Hi</section><template data-first-screen-end=""></template><section class="_card9">Later</section></main></div></body></html>`;
const STYLESHEETS = new Map([['index-a1.css', '._hd4pf{position:fixed}._hero1{padding:1rem}._card9{margin:2rem}@media print{._hd4pf{position:static}}']]);

describe('splitPage', () => {
  const { page, css } = splitPage(PAGE, STYLESHEETS, 'answers()', 'index.html');
  const head = page.slice(0, page.indexOf('</head>'));

  it("inlines in <head> only what the first screen uses, with the variables it names, where the page's CSS was", () => {
    expect(head.match(/<style>/g)).toHaveLength(1);
    expect(head).toContain('<script>theme()</script><style>._hd4pf{position:fixed}._hero1{padding:1rem}\n:root{--accent:teal}</style>');
    expect(head).not.toMatch(/_card9|print|--unused|<link rel="stylesheet"/);
  });

  it('links every rule of the page, in the order of the cascade, at the mark, after the script that follows the first screen', () => {
    expect(css).toBe(`${STYLESHEETS.get('index-a1.css')}\n:root{--accent:teal;--unused:red}`);
    expect(page).toContain(
      '<template data-first-screen-end=""></template><template data-after-first-paint><script type="module" src="/assets/entry.js"></script></template><script>answers()</script><link rel="stylesheet" href="{{href}}" fetchpriority="low"><section class="_card9">',
    );
    expect(firstScreenOf(page)).toBe(page.slice(0, page.indexOf('<template data-first-screen-end')));
  });

  it('stops a page with no mark, or with two', () => {
    expect(() => splitPage(PAGE.replace('<template data-first-screen-end=""></template>', ''), STYLESHEETS, '', 'fr/index.html')).toThrow(/fr\/index\.html has 0 first-screen marks/);
    expect(() => splitPage(PAGE.replace('</main>', '<template data-first-screen-end=""></template></main>'), STYLESHEETS, '', 'index.html')).toThrow(/2 first-screen marks/);
  });
});
