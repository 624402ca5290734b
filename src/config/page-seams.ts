/**
 * The names that join parts the type checker cannot see joined: `data-*` attributes, DOM events
 * and broadcast channels shared by the inline script (src/app/inline), components, the page's module, the build
 * and CSS. Both sides import the name from here, so a rename is a type error; the CSS, which
 * cannot import, is checked by page-seams.test.ts (every `data-*` it names is one of these, or
 * one Mantine sets).
 */

// ---- Attributes: who sets them → who reads them. ----

/** `<html>`: the colour scheme, Mantine's own attribute; the inline script sets it before the first paint. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';
/** `<html>`: the web font is used (inline web-font.ts → fonts.css, the theme's font stack). */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';
/** `<html>`: off-screen static sections skip their rendering (inline offscreen-sections.ts → global.css). */
export const SKIP_OFFSCREEN_ATTRIBUTE = 'data-skip-offscreen';
/** `<html>`: the browser has no popover API (inline first-response.ts → Header.module.css). */
export const NO_POPOVER_ATTRIBUTE = 'data-no-popover';
/** `<html>`: the gallery's overlay is open, the page behind it locked (GalleryOverlay.tsx → Gallery.module.css). */
export const OVERLAY_OPEN_ATTRIBUTE = 'data-overlay-open';
/** An island's place in the page (islands.tsx), its name as the value; then wanted, then live (inline ↔ entry-client.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const WANTED_ATTRIBUTE = 'data-wanted';
export const LIVE_ATTRIBUTE = 'data-live';
/**
 * Where a page's first screen ends (FirstScreenEnd.tsx, placed by the page after it): the build
 * inlines the CSS of what comes before and links the whole stylesheet here, and holds the first
 * screen to its byte budget (scripts/vite/first-screen.ts, first-screen-budget.ts).
 */
export const FIRST_SCREEN_END_ATTRIBUTE = 'data-first-screen-end';
/** The build's `<template>` holding what waits for the first paint (scripts/vite/inline-script.ts → inline after-first-paint.ts). */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';
/** The header, scrolled past the threshold (inline first-response.ts → Header.module.css). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';
/** The mobile menu, open without the popover API (inline first-response.ts → Header.module.css). */
export const MENU_OPEN_ATTRIBUTE = 'data-open';
/** The header's section links, marked current as the page scrolls (Header.tsx → inline first-response.ts). */
export const SECTION_LINK_ATTRIBUTE = 'data-section-link';
/** The width from which the header shows its links and the full name (Header.tsx → Header.module.css). */
export const NAV_FROM_ATTRIBUTE = 'data-nav-from';
export const FULL_NAME_FROM_ATTRIBUTE = 'data-full-name-from';
/** A link to the page in another language (LanguageLink.tsx → inline language-switch.ts, which adds the section in view and keeps the choice). */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';
/** The theme toggle (ThemeToggle.tsx → inline first-response.ts). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
/**
 * Shown only while the browser is offline: the header's offline badge, and the note beside links
 * to other sites (OfflineIndicator.tsx, OutsideLinksNote.tsx → inline first-response.ts).
 */
export const OFFLINE_BADGE_ATTRIBUTE = 'data-offline-badge';
/**
 * The offline badge's words in full, placed after the first screen (they are read only offline),
 * and the badge's place for them (OfflineIndicator.tsx → inline first-response.ts, which fills it
 * once the page is parsed).
 */
export const OFFLINE_DETAILS_ATTRIBUTE = 'data-offline-details';
/** The copyright year, brought up to date by the inline script (CopyrightYear.tsx → first-response.ts). */
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';
/** The contact form's note for a Send before the code came (ContactFormFrame.tsx → inline islands-before-live.ts). */
export const EARLY_SUBMIT_NOTE_ATTRIBUTE = 'data-early-submit-note';
/**
 * A form a person has touched: a trusted press, key or click inside it, which no script can
 * dispatch (inline person-mark.ts → the contact form's bot check, bot-trap.ts).
 */
export const PERSON_ATTRIBUTE = 'data-person';
/** A gallery slide whose photo leaves room, filled with its blurred copy (GallerySlide.tsx → Gallery.module.css). */
export const FILL_ATTRIBUTE = 'data-fill';
/** A case study's table cell, aligned as its Markdown column asks (scripts/case-studies/compile-case-study.ts, hast's `dataAlign` → case-study.css). */
export const TABLE_ALIGN_ATTRIBUTE = 'data-align';

export const PAGE_ATTRIBUTES = [
  COLOR_SCHEME_ATTRIBUTE,
  WEB_FONT_ATTRIBUTE,
  SKIP_OFFSCREEN_ATTRIBUTE,
  NO_POPOVER_ATTRIBUTE,
  OVERLAY_OPEN_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  WANTED_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  FIRST_SCREEN_END_ATTRIBUTE,
  AFTER_FIRST_PAINT_ATTRIBUTE,
  SCROLLED_ATTRIBUTE,
  MENU_OPEN_ATTRIBUTE,
  SECTION_LINK_ATTRIBUTE,
  NAV_FROM_ATTRIBUTE,
  FULL_NAME_FROM_ATTRIBUTE,
  LANGUAGE_SWITCH_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
  OFFLINE_BADGE_ATTRIBUTE,
  OFFLINE_DETAILS_ATTRIBUTE,
  CURRENT_YEAR_ATTRIBUTE,
  EARLY_SUBMIT_NOTE_ATTRIBUTE,
  PERSON_ATTRIBUTE,
  FILL_ATTRIBUTE,
  TABLE_ALIGN_ATTRIBUTE,
] as const;
export type PageAttribute = (typeof PAGE_ATTRIBUTES)[number];

/**
 * The seams a script sets or removes after the build on an element other than `<html>` (whose
 * attributes all may change): the first screen's CSS keeps the rules they select
 * (scripts/vite/first-screen-css.ts), as it does for `hidden` and every `aria-*` state.
 */
export const SET_AFTER_BUILD: readonly PageAttribute[] = [SCROLLED_ATTRIBUTE, MENU_OPEN_ATTRIBUTE, WANTED_ATTRIBUTE, LIVE_ATTRIBUTE];

/** The attribute as JSX props, to spread on an element: `{...marked(THEME_TOGGLE_ATTRIBUTE)}`. */
export function marked(attribute: PageAttribute, value = ''): Record<string, string> {
  return { [attribute]: value };
}

// ---- Events. ----

/** An island is asked for (inline islands-before-live.ts → entry-client.tsx; detail: its name). */
export const ISLAND_WANTED_EVENT = 'island-wanted';
/** An island's root has committed (entry-client.tsx → inline islands-before-live.ts; detail: its name). */
export const ISLAND_LIVE_EVENT = 'island-live';
/** The install offer was caught or used (inline install-capture.ts, lib/install → the career kit). */
export const INSTALL_PROMPT_CHANGE_EVENT = 'install-prompt-change';
/** A dropped message's notice asks the contact form for its text back (detail: the message). */
export const RESTORE_MESSAGE_EVENT = 'portfolio:restore-message';

// ---- Channels. ----

/**
 * The BroadcastChannel on which the contact outbox tells every page and the worker what became of
 * each message (features/contact/outbox/outbox.ts → the form, notices, visit counts).
 */
export const OUTBOX_EVENTS_CHANNEL = 'portfolio-outbox-events';
