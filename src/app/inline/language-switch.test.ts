// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CHOICE_STORAGE_KEY } from '../../lib/languages/language-choice.ts';
import { pagePathOf, SITE_LANGUAGES } from '../../lib/languages/site-content.ts';
import { openLanguageLastChosen, startLanguageSwitch } from './language-switch.ts';

const [first, other] = SITE_LANGUAGES;

const PAGE = (switchTo: { code: string; tag: string }) => `
  <header>
    <nav><a href="#home" data-section-link>Home</a><a href="#projects" data-section-link>Projects</a><a href="#contact" data-section-link>Contact</a></nav>
    <a href="/${switchTo.code === first!.code ? '' : `${switchTo.code}/`}" lang="${switchTo.tag}" hreflang="${switchTo.tag}" data-language-switch>${switchTo.code}</a>
  </header>
  <section id="home"></section><section id="projects"></section><section id="contact"></section>`;

/** Puts each section's top where the visitor would see it, in a page far longer than the window. */
function scrollTo(tops: Record<string, number>) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  for (const [id, top] of Object.entries(tops)) document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
}

/** jsdom's own address: stubbing `location` for the script leaves the document's base as it was. */
const ORIGIN = window.location.origin;

let stop: (() => void) | undefined;
let standalone = false;
/** Where the browser was sent (location.replace), and the addresses (path and hash) of the links followed. */
let replacedWith: string[] = [];
let followed: string[] = [];
const keepPage = (event: Event) => {
  const link = (event.target as Element).closest('a');
  if (link) followed.push(link.href.replace(location.origin, ''));
  event.preventDefault(); // jsdom cannot navigate; the browser would follow the href as it is now
};

beforeEach(() => {
  localStorage.clear();
  replacedWith = [];
  followed = [];
  standalone = false;
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }));
  vi.stubGlobal('location', { origin: ORIGIN, hash: '', replace: (url: string) => replacedWith.push(url) });
  window.addEventListener('click', keepPage);
});

afterEach(() => {
  stop?.();
  window.removeEventListener('click', keepPage);
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe.skipIf(!other)('the language switch, clicked', () => {
  beforeEach(() => {
    document.documentElement.lang = first!.tag;
    document.body.innerHTML = PAGE(other!);
    stop = startLanguageSwitch();
  });
  const click = () => document.querySelector<HTMLAnchorElement>('[data-language-switch]')!.click();

  it('opens the other page at the section in view, and keeps the choice', () => {
    scrollTo({ home: -1400, projects: -30, contact: 900 });
    click();
    expect(followed).toEqual([`/${pagePathOf(other!.code)}#projects`]);
    expect(localStorage.getItem(LANGUAGE_CHOICE_STORAGE_KEY)).toBe(other!.code);
  });

  it('opens the other page at its top from the first section, hash or not', () => {
    scrollTo({ home: 0, projects: 700, contact: 1500 });
    vi.stubGlobal('location', { origin: ORIGIN, hash: '#home', replace: () => {} });
    click();
    expect(followed).toEqual([`/${pagePathOf(other!.code)}`]);
  });

  it('keeps the address hash where the page has no section links', () => {
    document.querySelector('header nav')!.remove();
    vi.stubGlobal('location', { origin: ORIGIN, hash: '#contact', replace: () => {} });
    click();
    expect(followed).toEqual([`/${pagePathOf(other!.code)}#contact`]);
  });

  it('leaves other links alone', () => {
    scrollTo({ home: -1400, projects: -30, contact: 900 });
    document.querySelector<HTMLAnchorElement>('a[href="#contact"]')!.click();
    expect(followed).toEqual(['/#contact']);
    expect(localStorage.getItem(LANGUAGE_CHOICE_STORAGE_KEY)).toBeNull();
  });
});

describe.skipIf(!other)('the installed app, launched', () => {
  const launch = (pageTag: string, chosen: string | null) => {
    document.documentElement.lang = pageTag;
    document.body.innerHTML = '';
    if (chosen) localStorage.setItem(LANGUAGE_CHOICE_STORAGE_KEY, chosen);
    openLanguageLastChosen();
  };

  it('replaces its start page with the page of the language last chosen, hash kept', () => {
    standalone = true;
    vi.stubGlobal('location', { hash: '#projects', replace: (url: string) => replacedWith.push(url) });
    launch(first!.tag, other!.code);
    expect(replacedWith).toEqual([`/${pagePathOf(other!.code)}#projects`]);
  });

  it('stays without a choice, with the first language chosen, on the other page, or in a browser tab', () => {
    standalone = true;
    launch(first!.tag, null);
    launch(first!.tag, first!.code);
    launch(other!.tag, other!.code);
    launch(first!.tag, 'xx');
    standalone = false;
    launch(first!.tag, other!.code);
    expect(replacedWith).toEqual([]);
  });
});
