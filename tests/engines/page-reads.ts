/**
 * What scenarios read from and do on the page, in any engine. Functions passed to `evaluate`
 * run in the page: they are self-contained (no outside names) and return JSON.
 */
import { expect } from 'vitest';
import { gallery } from '../../src/content/gallery.ts';
import { eventually, type Visit } from './visit.ts';

/** The spec's landing tolerance: a section's top ends within this many px under the fixed header. */
const LANDING_TOLERANCE_PX = 24;

/** Clicks the button or link inside `scope` whose text (or accessible label) is `name`, with a real click. */
export async function clickNamed(visit: Visit, scope: string, name: string): Promise<void> {
  await visit.page.evaluate(
    (scopeSelector, wanted) => {
      for (const marked of document.querySelectorAll('[data-engine-target]')) marked.removeAttribute('data-engine-target');
      const candidates = [...document.querySelectorAll<HTMLElement>(`${scopeSelector} button, ${scopeSelector} a`)];
      const target = candidates.find((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() === wanted);
      if (!target) throw new Error(`No button or link named "${wanted}" in ${scopeSelector}`);
      target.setAttribute('data-engine-target', '');
    },
    scope,
    name,
  );
  await visit.page.click('[data-engine-target]');
}

/** Marks the first element matching `selector` that is drawn; false when none is. */
function markShown(visit: Visit, selector: string): Promise<boolean> {
  return visit.page.evaluate((css) => {
    for (const marked of document.querySelectorAll('[data-engine-target]')) marked.removeAttribute('data-engine-target');
    const target = [...document.querySelectorAll(css)].find((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    target?.setAttribute('data-engine-target', '');
    return target !== undefined;
  }, selector);
}

/** The phone menu's button: the one control that opens `#site-menu`, in any language. */
const MENU_BUTTON = 'header button[aria-controls="site-menu"]';

/**
 * Follows a link of the header as a visitor at this width does: in the bar where the bar shows
 * it, else from the opened phone menu (where the bar has no room for it), with a real click.
 */
export async function followHeaderLink(visit: Visit, link: string): Promise<void> {
  if (!(await markShown(visit, `header ${link}`))) {
    await visit.page.click(MENU_BUTTON);
    await waitShown(visit, `#site-menu ${link}`);
    if (!(await markShown(visit, `#site-menu ${link}`))) throw new Error(`Neither the header nor its menu shows ${link}`);
  }
  await visit.page.click('[data-engine-target]');
}

/** Whether an element is drawn: in the layout, not hidden, with a size. */
export function isShown(visit: Visit, selector: string): Promise<boolean> {
  return visit.page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  }, selector);
}

export async function waitShown(visit: Visit, selector: string, shown = true, timeoutMs = 10_000): Promise<void> {
  await eventually(() => isShown(visit, selector), (value) => expect(value, `${selector} shown`).toBe(shown), timeoutMs);
}

export function textOf(visit: Visit, selector: string): Promise<string | null> {
  return visit.page.evaluate((css) => document.querySelector(css)?.textContent?.trim() ?? null, selector);
}

/** Waits until the page stops scrolling: the same position read three times over half a second. */
async function settled(visit: Visit): Promise<void> {
  let last = -1;
  let stillReads = 0;
  await eventually(
    async () => {
      const y = await visit.page.evaluate(() => window.scrollY);
      stillReads = y === last ? stillReads + 1 : 0;
      last = y;
      return stillReads;
    },
    (reads) => expect(reads).toBeGreaterThanOrEqual(2),
    15_000,
  );
}

interface Landing {
  offset: number;
  atPageEnd: boolean;
  titleInView: boolean;
  hash: string;
}

function readLanding(visit: Visit, id: string): Promise<Landing> {
  return visit.page.evaluate((sectionId) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const section = document.getElementById(sectionId)!;
    const title = section.querySelector('h2')!.getBoundingClientRect();
    const root = document.documentElement;
    return {
      offset: section.getBoundingClientRect().top - header.bottom,
      atPageEnd: window.scrollY + window.innerHeight >= root.scrollHeight - 1,
      titleInView: title.top >= header.bottom - 1 && title.bottom <= window.innerHeight,
      hash: location.hash,
    };
  }, id);
}

function expectLanding(landing: Landing, id: string): void {
  expect(landing.hash).toBe(`#${id}`);
  expect(landing.titleInView, `#${id}'s title in view`).toBe(true);
  if (landing.atPageEnd && landing.offset > 0) return;
  expect(landing.offset, `#${id}'s top lands ${Math.round(landing.offset)} px under the header`).toBeGreaterThanOrEqual(-1);
  expect(landing.offset).toBeLessThanOrEqual(LANDING_TOLERANCE_PX);
}

/**
 * After a jump: the section's top lands 0–24 px under the header (or the page is at its end), its
 * title in view, and stays there once the page stops scrolling. Waited for, not read once after
 * a pause: WebKit under a virtual display can hold a smooth scroll still for over half a second
 * mid-way (frames come in bursts), so a page that looks settled may still be on its way.
 */
export async function expectLandedOn(visit: Visit, id: string): Promise<void> {
  await eventually(() => readLanding(visit, id), (landing) => expectLanding(landing, id), 15_000);
  await settled(visit);
  expectLanding(await readLanding(visit, id), id);
}

/** Scrolls to the element as a visitor would reach it (islands start as they near the screen). */
export function scrollTo(visit: Visit, selector: string): Promise<void> {
  return visit.page.evaluate((css) => document.querySelector(css)!.scrollIntoView({ block: 'center', behavior: 'instant' }), selector);
}

/** Waits until the service worker controls the page (its precache filled). */
export async function waitForServiceWorkerControl(visit: Visit): Promise<void> {
  await eventually(
    () => visit.page.evaluate(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined),
    (controlled) => expect(controlled, 'the service worker controls the page').toBe(true),
    40_000,
  );
}

/** Scrolls to the gallery and waits until its island is live (Embla draws a dot per photo once it has measured). */
export async function waitForGalleryReady(visit: Visit): Promise<void> {
  await scrollTo(visit, '#gallery');
  await eventually(
    () => visit.page.evaluate(() => document.querySelectorAll('#gallery [role="tab"]').length),
    (dots) => expect(dots, 'a dot per photo').toBe(gallery.length),
    15_000,
  );
}

/** Scrolls to the footer's career kit and waits until its island is live. */
export async function openKit(visit: Visit): Promise<void> {
  await scrollTo(visit, '[data-testid="career-kit"], [data-island="kit"]');
  await eventually(
    () => visit.page.evaluate(() => document.querySelector('[data-island="kit"][data-live]') !== null),
    (live) => expect(live, 'the kit is live').toBe(true),
    15_000,
  );
}

/**
 * The dialog on screen (a closed Mantine modal may stay in the page, hidden): its title and
 * text, or null when none shows.
 */
export function shownDialog(visit: Visit): Promise<{ title: string | null; text: string; box: number[]; background: string } | null> {
  return visit.page.evaluate(() => {
    const dialog = [...document.querySelectorAll('[role="dialog"], dialog')].find((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    if (!dialog) return null;
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const box = dialog.getBoundingClientRect();
    return {
      title: (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? null,
      text: dialog.textContent ?? '',
      box: [box.x, box.y, box.width, box.height].map(Math.round),
      background: getComputedStyle(dialog).backgroundColor,
    };
  });
}

/** Waits until the dialog titled `title` shows (fully faded in), or, with null, until none does. */
export async function waitForDialog(visit: Visit, title: string | null): Promise<void> {
  await eventually(
    () => shownDialog(visit),
    (dialog) => expect(dialog?.title ?? null).toBe(title),
  );
}
