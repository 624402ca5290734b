/**
 * The page's first responses, a job of the inline script (inline-script.ts, inlined into
 * index.html's <head> by scripts/vite/inline-script.ts), so it runs before the first paint and answers
 * every tap on the header from then on, before any module or framework has arrived; React never
 * hydrates the header (docs/decisions/003-islands-and-first-response.md). It owns:
 * - the theme: the saved choice, else the system preference, set before paint; the toggle
 *   flips and saves it; the page follows the system while nothing is saved; the title bar
 *   (`<meta name="theme-color">`) takes the page's background in each;
 * - the header: marked scrolled past 20 px, and the link of the section in view marked
 *   `aria-current="location"`;
 * - the phone menu: a popover the browser opens and dismisses with no script; choosing one of
 *   its links closes it. Where the browser has no popover (Safari before 17, Firefox before
 *   125) this script opens and dismisses it the same ways instead;
 * - the offline badge, and the copyright year from the visitor's clock.
 */
import { HEADER_SCROLL_THRESHOLD_PX } from '../../config/constants.ts';
import { PAGE_BACKGROUND } from '../../config/theme-colors.ts';
import { COLOR_SCHEME_STORAGE_KEY, initialColorScheme, toggledColorScheme, type ColorScheme } from '../../lib/theme/color-scheme.ts';
import { COLOR_SCHEME_ATTRIBUTE, CURRENT_YEAR_ATTRIBUTE, MENU_OPEN_ATTRIBUTE, NO_POPOVER_ATTRIBUTE, OFFLINE_BADGE_ATTRIBUTE, SCROLLED_ATTRIBUTE, SECTION_LINK_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../../config/page-seams.ts';

/**
 * Which section the visitor is reading, for the header's `aria-current="location"`: the last
 * section whose top has passed a line a third of the way down the space under the header. At
 * the very bottom of the page the last section wins, however short it is.
 */
export function sectionInView<T extends Element>(sections: T[], headerHeight: number, viewportHeight: number, atPageEnd: boolean): T | null {
  if (atPageEnd) return sections.at(-1) ?? null;
  const readingLine = headerHeight + (viewportHeight - headerHeight) / 3;
  let current: T | null = null;
  for (const section of sections) {
    if (section.getBoundingClientRect().top <= readingLine) current = section;
  }
  return current ?? sections[0] ?? null;
}

const root = document.documentElement;
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function savedScheme(): string | null {
  try {
    return localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
  } catch {
    return null; // storage disabled: the system preference decides
  }
}

function applyScheme(scheme: ColorScheme): void {
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.classList.toggle('dark', scheme === 'dark');
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', PAGE_BACKGROUND[scheme]);
  for (const toggle of document.querySelectorAll(`[${THEME_TOGGLE_ATTRIBUTE}]`)) toggle.setAttribute('aria-pressed', String(scheme === 'dark'));
}

function currentScheme(): ColorScheme {
  return root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

function toggleScheme(): void {
  const next = toggledColorScheme(currentScheme());
  applyScheme(next);
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, next);
  } catch {
    // Not saved (private mode, full storage): the page still switches.
  }
}

/** The header's section links, the sections they lead to (in the header's order) and the one the visitor is reading. */
export function headerSections(header: HTMLElement) {
  const links = [...header.querySelectorAll<HTMLAnchorElement>(`a[${SECTION_LINK_ATTRIBUTE}]`)];
  const sections = links.map((link) => document.getElementById(link.hash.slice(1))).filter((el) => el !== null);
  const atPageEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
  return { links, sections, current: sectionInView(sections, header.offsetHeight, window.innerHeight, atPageEnd) };
}

function markHeader(): void {
  const header = document.querySelector('header');
  if (!header) return;
  header.toggleAttribute(SCROLLED_ATTRIBUTE, window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  const { links, current } = headerSections(header);
  for (const link of links) {
    if (current && link.hash === `#${current.id}`) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

let headerFrame = 0;
function scheduleHeader(): void {
  if (headerFrame) return;
  headerFrame = requestAnimationFrame(() => {
    headerFrame = 0;
    markHeader();
  });
}

function showNetworkState(): void {
  for (const badge of document.querySelectorAll<HTMLElement>(`[${OFFLINE_BADGE_ATTRIBUTE}]`)) badge.hidden = navigator.onLine;
}

const popoverSupported = () => typeof HTMLElement.prototype.showPopover === 'function';

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)) toggleScheme();
  if (!popoverSupported()) return answerMenuWithoutPopover(target);
  // A link chosen in the open phone menu closes it; the browser follows the link.
  const menu = target?.closest<HTMLElement>('a')?.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/** The buttons that open and close the popover `id`. */
const invokersOf = (id: string) => document.querySelectorAll<HTMLElement>(`[popovertarget="${id}"]`);

/** Without the popover API the menu is open while it has `data-open` (Header.module.css shows it). */
const menuOpenWithoutPopover = () => document.querySelector<HTMLElement>(`[popover][${MENU_OPEN_ATTRIBUTE}]`);

/**
 * Where the script opens the menu, its button says so with aria-expanded. A browser with the
 * popover API exposes the button's expanded state from the popover itself, and HTML forbids
 * aria-expanded on a popover's button, so the page's markup has none.
 */
function setMenuOpen(menu: HTMLElement, open: boolean): void {
  menu.toggleAttribute(MENU_OPEN_ATTRIBUTE, open);
  for (const invoker of invokersOf(menu.id)) invoker.setAttribute('aria-expanded', String(open));
}

/** What the browser's popover does: its button toggles it; a tap outside it or on one of its links closes it. */
function answerMenuWithoutPopover(target: Element | null): void {
  const invoker = target?.closest('[popovertarget]');
  const menu = invoker ? document.getElementById(invoker.getAttribute('popovertarget') ?? '') : null;
  const open = menuOpenWithoutPopover();
  if (menu) setMenuOpen(menu, !menu.hasAttribute(MENU_OPEN_ATTRIBUTE));
  else if (open && (!target?.closest('[popover]') || target.closest('a'))) setMenuOpen(open, false);
}

/** Escape closes the menu opened without the popover API, and focus goes back to its button. */
function onKeyDown(event: KeyboardEvent): void {
  const open = popoverSupported() ? null : menuOpenWithoutPopover();
  if (event.key !== 'Escape' || !open) return;
  setMenuOpen(open, false);
  invokersOf(open.id)[0]?.focus();
}

function onPageParsed(): void {
  applyScheme(currentScheme());
  markHeader();
  showNetworkState();
  if (!popoverSupported()) for (const menu of document.querySelectorAll<HTMLElement>('[popover]')) setMenuOpen(menu, false);
  for (const year of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) year.textContent = String(new Date().getFullYear());
}

/** Starts every first response; returns what stops them (for tests). */
export function startFirstResponse(): () => void {
  applyScheme(initialColorScheme(savedScheme(), systemDark().matches));
  root.toggleAttribute(NO_POPOVER_ATTRIBUTE, !popoverSupported());
  const followSystem = () => {
    if (savedScheme() === null) applyScheme(systemDark().matches ? 'dark' : 'light');
  };
  // Another tab switched the theme.
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_STORAGE_KEY) applyScheme(initialColorScheme(event.newValue, systemDark().matches));
  };
  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
    [systemDark(), 'change', followSystem],
    [window, 'storage', followOtherTabs as EventListener],
    [document, 'click', onClick as EventListener],
    [document, 'keydown', onKeyDown as EventListener],
    [window, 'scroll', scheduleHeader, { passive: true }],
    [window, 'resize', scheduleHeader, { passive: true }],
    [window, 'online', showNetworkState],
    [window, 'offline', showNetworkState],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', onPageParsed, { once: true });
  else onPageParsed();
  return () => {
    for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
  };
}
