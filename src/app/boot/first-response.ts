/**
 * The page's first responses. Built into a small classic script and inlined into index.html's
 * <head> (scripts/vite/inline-boot-script.ts), so it runs before the first paint and answers
 * every tap on the header from then on, before any module or framework has arrived; React never
 * hydrates the header (docs/decisions/003-islands-and-first-response.md). It owns:
 * - the theme: the saved choice, else the system preference, set before paint; the toggle
 *   flips and saves it; the page follows the system while nothing is saved;
 * - the header: marked scrolled past 20 px, and the link of the section in view marked
 *   `aria-current="location"`;
 * - the phone menu: a popover the browser opens and dismisses with no script; choosing one of
 *   its links closes it;
 * - the offline badge, and the copyright year from the visitor's clock.
 */
import { HEADER_SCROLL_THRESHOLD_PX } from '../../config/constants';
import { COLOR_SCHEME_STORAGE_KEY, initialColorScheme, toggledColorScheme, type ColorScheme } from '../../lib/theme/color-scheme';
import { sectionInView } from './section-in-view';

const root = document.documentElement;
const systemDark = window.matchMedia('(prefers-color-scheme: dark)');

function savedScheme(): string | null {
  try {
    return localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
  } catch {
    return null; // storage disabled: the system preference decides
  }
}

function applyScheme(scheme: ColorScheme): void {
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.classList.toggle('dark', scheme === 'dark');
  for (const toggle of document.querySelectorAll('[data-theme-toggle]')) toggle.setAttribute('aria-pressed', String(scheme === 'dark'));
}

function currentScheme(): ColorScheme {
  return root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';
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

function markHeader(): void {
  const header = document.querySelector('header');
  if (!header) return;
  header.toggleAttribute('data-scrolled', window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  const links = [...header.querySelectorAll<HTMLAnchorElement>('a[data-section-link]')];
  const sections = links.map((link) => document.getElementById(link.hash.slice(1))).filter((el) => el !== null);
  const current = sectionInView(sections, header.offsetHeight, window.innerHeight, window.scrollY + window.innerHeight >= root.scrollHeight - 2);
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
  for (const badge of document.querySelectorAll<HTMLElement>('[data-offline-badge]')) badge.hidden = navigator.onLine;
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-theme-toggle]')) toggleScheme();
  // A link chosen in the open phone menu closes it; the browser follows the link.
  const menu = target?.closest<HTMLElement>('a')?.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

function onPageParsed(): void {
  applyScheme(currentScheme());
  markHeader();
  showNetworkState();
  for (const year of document.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear());
}

applyScheme(initialColorScheme(savedScheme(), systemDark.matches));
systemDark.addEventListener('change', () => {
  if (savedScheme() === null) applyScheme(systemDark.matches ? 'dark' : 'light');
});
// Another tab switched the theme.
window.addEventListener('storage', (event) => {
  if (event.key === COLOR_SCHEME_STORAGE_KEY) applyScheme(initialColorScheme(event.newValue, systemDark.matches));
});
document.addEventListener('click', onClick);
window.addEventListener('scroll', scheduleHeader, { passive: true });
window.addEventListener('resize', scheduleHeader, { passive: true });
window.addEventListener('online', showNetworkState);
window.addEventListener('offline', showNetworkState);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', onPageParsed, { once: true });
else onPageParsed();
