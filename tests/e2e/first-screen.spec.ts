/**
 * The first screen comes before the rest of the page's CSS (scripts/vite/first-screen.ts), so
 * what follows it must never show unstyled, however early a visitor goes there. Each visit here
 * is cold (no cache, no service worker), at 4× CPU over Lighthouse's slow 4G (150 ms, 1.6 Mbps),
 * its CSS files later still, so the whole CSS is on its way when the first screen is painted.
 * A section counts as styled when it is drawn with the whole CSS applied and at the height it
 * has on the finished page (an unstyled one is far taller or shorter). A visitor who scrolls
 * through the page straight after it shows, and one who follows any header link or a deep link
 * from a fresh page, finds each section styled as it comes into view, and the link lands at its
 * place; and so does a browser without JavaScript.
 */
import type { Browser, Page } from '@playwright/test';
import { SKIP_OFFSCREEN_ATTRIBUTE } from '../../src/config/page-seams.ts';
import { SITE_LANGUAGES, pagePathOf } from '../../src/lib/languages/site-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForScrollToSettle } from '../support/interactive-sections.ts';

const VIEWPORT = { width: 1280, height: 800 };
test.use({ viewport: VIEWPORT });

/** The CSS files come this much later still: the page must wait for them, whenever they come. */
const CSS_DELAY_MS = 1500;

/**
 * A fresh context's page (no cache, no service worker), at `path`, as Lighthouse's mobile model
 * has it: slow 4G and a CPU four times slower; and its CSS files later still.
 */
async function coldSlowVisit(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const page = await browser.newPage({ baseURL, viewport: VIEWPORT });
  await page.route(/\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CSS_DELAY_MS));
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
  return page;
}

/**
 * Each section of the finished page (`#main section`, an island's in its root) and its height
 * there, every section rendered: one the page skips while off screen (offscreen-sections.ts) is
 * only as tall as a guess until it first comes near the screen.
 */
async function finishedSections(page: Page, path = '/'): Promise<Map<string, number>> {
  await page.goto(path, { waitUntil: 'load' });
  const sections = await page.evaluate((skipping) => {
    document.documentElement.removeAttribute(skipping);
    return [...document.querySelectorAll<HTMLElement>('#main section[id]:not(section section)')].map((section) => [section.id, section.offsetHeight] as const);
  }, SKIP_OFFSCREEN_ATTRIBUTE);
  return new Map(sections);
}

interface Drawn {
  id: string;
  height: number;
  /** The whole CSS (the link at the first screen's end) is applied. */
  wholeCss: boolean;
}

/** The sections drawn in the viewport now. */
const sectionsInView = (page: Page): Promise<Drawn[]> =>
  page.evaluate(() => {
    const wholeCss = [...document.styleSheets].some((sheet) => sheet.ownerNode instanceof HTMLLinkElement && sheet.ownerNode.closest('body') !== null && sheet.cssRules.length > 0);
    return [...document.querySelectorAll<HTMLElement>('#main section[id]:not(section section)')]
      .filter((section) => {
        const { top, bottom } = section.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight && section.checkVisibility();
      })
      .map((section) => ({ id: section.id, height: section.offsetHeight, wholeCss: section.id === 'home' || wholeCss }));
  });

function expectStyled(drawn: Drawn, finished: Map<string, number>, when: string): void {
  expect(drawn.wholeCss, `#${drawn.id} drawn ${when} without the page's CSS`).toBe(true);
  // The fallback font and the web font share their metrics, so a line may rewrap; no more.
  expect(Math.abs(drawn.height - finished.get(drawn.id)!), `#${drawn.id} is ${drawn.height} px tall ${when}, ${finished.get(drawn.id)} px finished`).toBeLessThanOrEqual(
    finished.get(drawn.id)! * 0.05,
  );
}

/** The section's top under the fixed header (the page at its end for a last section too short to get there). */
async function expectLandedStyled(page: Page, id: string, finished: Map<string, number>): Promise<void> {
  const landing = () =>
    page.evaluate((sectionId) => {
      const section = document.getElementById(sectionId)?.getBoundingClientRect();
      const root = document.documentElement;
      const offset = section ? section.top - document.querySelector('header')!.getBoundingClientRect().bottom : Number.NaN;
      return { offset, atEnd: window.scrollY + window.innerHeight >= root.scrollHeight - 1 };
    }, id);
  await expect.poll(async () => { const { offset, atEnd } = await landing(); return (atEnd && offset > 0) || Math.abs(offset) <= 1; }, { timeout: 30_000 }).toBe(true);
  await waitForScrollToSettle(page);
  const { offset, atEnd } = await landing();
  if (!atEnd) expect(Math.abs(offset), `#${id}'s top lands ${Math.round(offset)} px from the header`).toBeLessThanOrEqual(1);
  const drawn = (await sectionsInView(page)).find((section) => section.id === id);
  expect(drawn, `#${id} in view`).toBeDefined();
  expectStyled(drawn!, finished, 'where the link landed');
}

test('a visitor who scrolls through the page straight after it shows finds every section styled as it comes into view', async ({ page, browser, baseURL }) => {
  const finished = await finishedSections(page);
  const fresh = await coldSlowVisit(browser, baseURL, '/');
  try {
    const seen = new Set<string>();
    for (let step = 0; step < 400 && seen.size < finished.size; step += 1) {
      for (const drawn of await sectionsInView(fresh)) {
        expectStyled(drawn, finished, 'as it came into view');
        seen.add(drawn.id);
      }
      await fresh.mouse.wheel(0, 300);
      await fresh.waitForTimeout(50);
    }
    expect([...seen].sort()).toEqual([...finished.keys()].sort());
  } finally {
    await fresh.close();
  }
});

test('every header link, followed from a fresh page the moment it shows, lands on a styled section at its place', async ({ page, browser, baseURL }) => {
  const finished = await finishedSections(page);
  const links = await page.locator('header nav[aria-label] a[data-section-link]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).hash.slice(1)));
  expect(links.length).toBeGreaterThan(3);
  for (const id of links.filter((link) => link !== 'home')) {
    const fresh = await coldSlowVisit(browser, baseURL, '/');
    try {
      await fresh.locator(`header nav[aria-label] a[href="#${id}"]`).first().click();
      await expectLandedStyled(fresh, id, finished);
    } finally {
      await fresh.close();
    }
  }
});

test('a deep link opened fresh lands on a styled section at its place, in every language', async ({ page, browser, baseURL }) => {
  for (const [index, { code }] of SITE_LANGUAGES.entries()) {
    const path = `/${pagePathOf(code)}`;
    const finished = await finishedSections(page, path);
    // The contact form on the first page, the last section but one on each other page.
    const ids = [...finished.keys()];
    const id = index === 0 ? 'contact' : ids.at(-2)!;
    const fresh = await coldSlowVisit(browser, baseURL, `${path}#${id}`);
    try {
      await expectLandedStyled(fresh, id, finished);
    } finally {
      await fresh.close();
    }
  }
});

test('without JavaScript too, every section is styled, at the height it has on the finished page', async ({ page, browser, baseURL }) => {
  const finished = await finishedSections(page);
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, javaScriptEnabled: false });
  try {
    const bare = await context.newPage();
    await bare.goto('/', { waitUntil: 'load' });
    await bare.evaluate(() => document.documentElement.scrollTo(0, document.documentElement.scrollHeight));
    const drawn = await bare.evaluate(() => {
      const wholeCss = [...document.styleSheets].some((sheet) => sheet.ownerNode instanceof HTMLLinkElement && sheet.ownerNode.closest('body') !== null && sheet.cssRules.length > 0);
      return [...document.querySelectorAll<HTMLElement>('#main section[id]:not(section section)')].map((section) => ({ id: section.id, height: section.offsetHeight, wholeCss }));
    });
    expect(drawn.map(({ id }) => id)).toEqual([...finished.keys()]);
    for (const section of drawn) expectStyled(section, finished, 'without JavaScript');
  } finally {
    await context.close();
  }
});
