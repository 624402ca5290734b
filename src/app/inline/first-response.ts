/**
 * The header's answers before any module, a job of the inline script that follows the first
 * screen (after-first-screen.ts, placed at the page's seam by scripts/vite/first-screen.ts), so it
 * answers every tap on the header from the moment the page around it is parsed; React never
 * hydrates the header (docs/decisions/003-islands-and-first-response.md). It owns:
 * - the header: marked scrolled past 20 px, and the link of the section in view marked
 *   `aria-current="location"`;
 * - the phone menu: a popover the browser opens and dismisses with no script; choosing one of
 *   its links closes it. Where the browser has no popover (Safari before 17, Firefox before
 *   125) this script opens and dismisses it the same ways instead, the page marked so before
 *   the first paint (`markMissingPopover`, in <head>'s inline script);
 * - the offline badge, and the copyright year from the visitor's clock.
 * The theme and its toggle are theme-switch.ts's, in <head>.
 */
import { HEADER_SCROLL_THRESHOLD_PX } from '../../config/constants.ts';
import {
  CURRENT_YEAR_ATTRIBUTE,
  MENU_OPEN_ATTRIBUTE,
  NO_POPOVER_ATTRIBUTE,
  OFFLINE_BADGE_ATTRIBUTE,
  OFFLINE_DETAILS_ATTRIBUTE,
  SCROLLED_ATTRIBUTE,
  SECTION_LINK_ATTRIBUTE,
} from '../../config/page-seams.ts';

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
  for (const badge of document.querySelectorAll<HTMLElement>(`[${OFFLINE_BADGE_ATTRIBUTE}]`)) if (badge.hidden !== navigator.onLine) badge.hidden = navigator.onLine;
}

/** The offline badge's words in full, from after the first screen (OfflineIndicator.tsx): as its tooltip and for screen readers. */
function fillOfflineDetails(): void {
  const details = document.querySelector(`div[${OFFLINE_DETAILS_ATTRIBUTE}]`)?.textContent;
  const place = document.querySelector(`span[${OFFLINE_DETAILS_ATTRIBUTE}]`);
  if (!details || !place) return;
  place.textContent = `. ${details}`;
  place.closest(`[${OFFLINE_BADGE_ATTRIBUTE}]`)?.setAttribute('title', details);
}

const popoverSupported = () => typeof HTMLElement.prototype.showPopover === 'function';

/** Before the first paint: without the popover API the closed menu is hidden by the page's CSS, which reads this mark. */
export function markMissingPopover(): void {
  root.toggleAttribute(NO_POPOVER_ATTRIBUTE, !popoverSupported());
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
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

/**
 * Once the page is parsed: its changes first, then the header marked in the next frame. Marking
 * measures the sections; measured here, amid the changes, it laid the page out once for the
 * measure and again for the frame. A year or badge already right is left alone: rewritten, it
 * would send the browser to lay out again for nothing.
 */
function onPageParsed(): void {
  fillOfflineDetails();
  showNetworkState();
  if (!popoverSupported()) for (const menu of document.querySelectorAll<HTMLElement>('[popover]')) setMenuOpen(menu, false);
  const thisYear = String(new Date().getFullYear());
  for (const year of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) if (year.textContent !== thisYear) year.textContent = thisYear;
  scheduleHeader();
}

/** Starts every answer of the header; returns what stops them (for tests). */
export function startFirstResponse(): () => void {
  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
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
