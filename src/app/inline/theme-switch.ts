/**
 * The theme, before any module: the saved choice, else the system preference, set before the
 * first paint by <head>'s inline script (`setThemeBeforePaint`, inline-script.ts); the toggle
 * flips and saves it, and the page follows the system while nothing is saved and a choice made in
 * another tab, from the script that follows the first screen (`startThemeSwitch`,
 * after-first-screen.ts). The title bar (`<meta name="theme-color">`) takes the page's background
 * in each.
 */
import { PAGE_BACKGROUND } from '../../config/theme-colors.ts';
import { COLOR_SCHEME_STORAGE_KEY, initialColorScheme, toggledColorScheme, type ColorScheme } from '../../lib/theme/color-scheme.ts';
import { COLOR_SCHEME_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../../config/page-seams.ts';

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

const currentScheme = (): ColorScheme => (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light');

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)) return;
  const next = toggledColorScheme(currentScheme());
  applyScheme(next);
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, next);
  } catch {
    // Not saved (private mode, full storage): the page still switches.
  }
}

/** Before the first paint: the theme the visitor chose, else the system's. */
export function setThemeBeforePaint(): void {
  applyScheme(initialColorScheme(savedScheme(), systemDark().matches));
}

/** Starts following the toggle, the system and other tabs; returns what stops them (for tests). */
export function startThemeSwitch(): () => void {
  const followSystem = () => {
    if (savedScheme() === null) applyScheme(systemDark().matches ? 'dark' : 'light');
  };
  // Another tab switched the theme.
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_STORAGE_KEY) applyScheme(initialColorScheme(event.newValue, systemDark().matches));
  };
  const listeners: [EventTarget, string, EventListener][] = [
    [systemDark(), 'change', followSystem],
    [window, 'storage', followOtherTabs as EventListener],
    [document, 'click', onClick as EventListener],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  // The header's toggles are parsed by now: they say which theme is on.
  applyScheme(currentScheme());
  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
