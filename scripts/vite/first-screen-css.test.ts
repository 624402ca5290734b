import { describe, expect, it } from 'vitest';
import { firstScreenCss } from './first-screen-css.ts';

const FIRST_SCREEN = `<html data-mantine-color-scheme="light"><head></head><body>
  <header class="bar" data-nav-from="40"><a class="link" href="#home">Home</a>
    <span class="badge" hidden><span class="badgeText">Offline</span></span>
    <button class="m_btn" data-size="md" data-variant="filled">Go</button>
    <nav class="menu" popover><a class="menuItem" href="#home">Home</a></nav></header>
  <section id="home" class="hero" style="--reveal:var(--step)"><h1>Name</h1><div data-island="kit"><button class="kitButton">Kit</button></div></section>`;

const kept = (css: string) => firstScreenCss(css, FIRST_SCREEN);

describe('firstScreenCss', () => {
  it('keeps the rules that can style the first screen, in their order, and leaves out those for classes, ids and elements it lacks', () => {
    expect(kept('.bar{position:fixed}.card{margin:0}#home{padding:0}#contact{padding:0}h1{margin:0}h2{margin:0}body{margin:0}')).toBe(
      '.bar{position:fixed}#home{padding:0}h1{margin:0}body{margin:0}',
    );
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(kept('.link,.card,h3{color:red}')).toBe('.link{color:red}');
  });

  it('keeps what a script or the visitor may turn on: the theme on the root, states, ARIA, seams set after the build', () => {
    const css = "[data-mantine-color-scheme=dark] .hero{color:white}.link:hover{color:red}.link[aria-current]{color:red}.bar[data-scrolled]{opacity:.8}.m_btn:focus-visible{outline:0}";
    expect(kept(css)).toBe(css);
  });

  it("takes an attribute the build wrote as written: another size's or variant's rules are left out", () => {
    expect(kept('.m_btn:where([data-size=md]){height:2rem}.m_btn:where([data-size=xl]){height:4rem}.m_btn[data-variant=outline]{border:1px}.bar[data-nav-from="40"] .link{display:none}')).toBe(
      '.m_btn:where([data-size=md]){height:2rem}.bar[data-nav-from="40"] .link{display:none}',
    );
  });

  it('leaves out what the first paint does not draw: a hidden element, a closed popover\'s content, a disabled state nothing has, printing', () => {
    expect(kept('.badge{display:flex}.badgeText{color:red}.menu{position:fixed}.menuItem{padding:1rem}.m_btn:disabled{opacity:.5}@media print{.bar{display:none}}')).toBe(
      '.menu{position:fixed}',
    );
  });

  it("takes an island's attributes and classes as its script may change them", () => {
    expect(kept('.kitButton[data-active]{color:red}')).toBe('.kitButton[data-active]{color:red}');
  });

  it('keeps the custom properties the kept rules and style attributes use, through the ones they name, and the last of each for one selector', () => {
    expect(kept(':root{--a:1px;--b:var(--a);--c:3px;--step:1s;--d:red}:root{--d:blue}.bar{margin:var(--b);color:var(--d)}')).toBe(
      ':root{--a:1px;--b:var(--a);--step:1s}:root{--d:blue}.bar{margin:var(--b);color:var(--d)}',
    );
  });

  it('keeps the keyframes and font faces that kept rules name', () => {
    const css = '@keyframes blink{50%{opacity:0}}@keyframes spin{to{rotate:1turn}}@font-face{font-family:Web Font;src:url(a.woff2)}@font-face{font-family:Other;src:url(b.woff2)}.hero{animation:blink 1s;font-family:"Web Font",sans-serif}.card{animation:spin 1s;font-family:Other}';
    expect(kept(css)).toBe('@keyframes blink{50%{opacity:0}}@font-face{font-family:Web Font;src:url(a.woff2)}.hero{animation:blink 1s;font-family:"Web Font",sans-serif}');
  });
});
