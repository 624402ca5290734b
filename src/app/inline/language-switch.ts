/**
 * The language switch before any module. The switch is a plain link to the other language's
 * page, at its top, and works with no script; with this one:
 * - the installed app, which always starts at the site's root (the first language's page),
 *   replaces it, hash kept, with the page of the language last chosen, before the first paint
 *   (`openLanguageLastChosen`, in the inline script of <head>: inline-script.ts;
 *   src/lib/languages/language-choice.ts; docs/decisions/008-installed-app-language.md);
 * - a click adds the section the visitor is reading (`/#projects` → `/fr/#projects`) and keeps
 *   the chosen language on this device (`startLanguageSwitch`, after the first screen:
 *   after-first-screen.ts).
 */
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../../config/page-seams.ts';
import { LANGUAGE_CHOICE_STORAGE_KEY, launchLanguage, siteLanguageOfTag } from '../../lib/languages/language-choice.ts';
import { pagePathOf } from '../../lib/languages/language-files.ts';
import { headerSections } from './first-response.ts';

/**
 * Where on the other page to land: the section in view, none at the first (the other page opens
 * at its top anyway, and a hash there keeps a first visit in the fallback font: web-font.ts),
 * or the address's own hash on a page without section links.
 */
function sectionHash(): string {
  const header = document.querySelector('header');
  const { sections, current } = header ? headerSections(header) : { sections: [], current: null };
  if (!current) return location.hash;
  return current === sections[0] ? '' : `#${current.id}`;
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${LANGUAGE_SWITCH_ATTRIBUTE}]`) : null;
  if (!link) return;
  // The browser follows the link after this listener, to the address it has now.
  link.hash = sectionHash();
  try {
    localStorage.setItem(LANGUAGE_CHOICE_STORAGE_KEY, siteLanguageOfTag(link.hreflang) ?? '');
  } catch {
    // Not kept (private mode, storage off): the link still opens the page.
  }
}

/** In the installed app, the page of the language last chosen, before anything is painted. */
export function openLanguageLastChosen(): void {
  try {
    const language = matchMedia('(display-mode: standalone)').matches && launchLanguage(document.documentElement.lang, localStorage.getItem(LANGUAGE_CHOICE_STORAGE_KEY));
    if (language) location.replace(`${import.meta.env.BASE_URL}${pagePathOf(language)}${location.hash}`);
  } catch {
    // Storage off: the app opens at its start, the first language's page.
  }
}

/** The switch's clicks. Returns what stops them (for tests). */
export function startLanguageSwitch(): () => void {
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
