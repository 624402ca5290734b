/**
 * A whole first visit on a phone, scripted as a recruiter would make it, the CPU slowed as a phone: every
 * control the page has, each timed from the tap (or key) to the frame that shows its effect,
 * and the visit's worst interaction as the `web-vitals` library's `onINP` reports it. Controls
 * are found by the names the page's language gives them (the product's dictionary).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from '@playwright/test';
import type { Words } from '../../src/lib/languages/words.ts';
import { enlargeablePhotos, OVERLAY_SHOWN } from './first-taps.ts';
import { aimAt, coldVisit, timeToEffect, type Effect, type NetworkProfile } from './tap-latency.ts';

interface VisitStep {
  label: string;
  effectMs: number;
}

export interface VisitInteractions {
  network: NetworkProfile;
  steps: VisitStep[];
  /** web-vitals' INP for the visit, in ms, and the element it blames. */
  inpMs: number;
  inpTarget: string;
}

const require = createRequire(import.meta.url);
// The package exports only its modules; the page gets the classic-script build beside them.
const WEB_VITALS = readFileSync(join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'), 'utf8');
// Init scripts run in a function scope of their own: the library's `var webVitals` is made global here.
const REPORT_INP = `
  window.webVitals = webVitals;
  addEventListener('DOMContentLoaded', () => {
    webVitals.onINP((metric) => {
      const { interactionTarget, interactionType, inputDelay, processingDuration, presentationDelay } = metric.attribution;
      const parts = [inputDelay, processingDuration, presentationDelay].map(Math.round);
      window.__inp = { value: metric.value, target: interactionTarget + ' (' + interactionType + '; input delay ' + parts[0] + ', processing ' + parts[1] + ', presentation ' + parts[2] + ' ms)' };
    }, { reportAllChanges: true, durationThreshold: 0 });
  });
`;

/** A pause between actions, as a person takes. */
const THINK_MS = 700;

async function jumpTo(page: Page, selector: string): Promise<void> {
  await page.evaluate((target) => document.querySelector(target)?.scrollIntoView({ behavior: 'instant', block: 'start' }), selector);
  await page.waitForTimeout(THINK_MS);
}

/** Scrolls down to a section the way a thumb does: a swipe's worth at a time, not a jump. */
async function scrollDownTo(page: Page, selector: string): Promise<void> {
  const SWIPE_PX = 500;
  const SWIPE_MS = 120;
  for (let swipe = 0; swipe < 60; swipe += 1) {
    const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    if (top <= 80) break;
    await page.mouse.wheel(0, Math.min(SWIPE_PX, top - 64));
    await page.waitForTimeout(SWIPE_MS);
  }
  await page.waitForTimeout(THINK_MS);
}

export async function measureVisit(browser: Browser, url: string, words: Words, network: NetworkProfile, cpuSlowdown: number): Promise<VisitInteractions> {
  const page = await coldVisit(browser, url, network, cpuSlowdown, 0, [`${WEB_VITALS}\n${REPORT_INP}`]);
  const steps: VisitStep[] = [];
  /** A tap on a target (aimed first: see aimAt), or another action. */
  const step = async (label: string, effect: Effect, action: Locator | (() => Promise<void>)) => {
    try {
      const act = typeof action === 'function' ? action : await aimAt(action);
      steps.push({ label, effectMs: await timeToEffect(page, effect, act) });
    } catch (error) {
      await page.screenshot({ path: `/tmp/visit-fail-${steps.length}.png` });
      console.log(label, (error as Error).message, await page.evaluate(() => [scrollY, location.hash, document.activeElement?.outerHTML.slice(0, 100)]));
      steps.push({ label, effectMs: NaN });
    }
    await page.waitForTimeout(THINK_MS);
  };
  const byRole = (role: 'button' | 'link' | 'tab', name: string | RegExp) => page.getByRole(role, { name }).first();
  try {
    await page.waitForTimeout(450);
    await step('theme toggle (500 ms after load)', { kind: 'theme-flipped' }, byRole('button', words.header.toggleTheme));
    await step('theme toggle, again', { kind: 'theme-flipped' }, byRole('button', words.header.toggleTheme));
    await step('menu button', { kind: 'visible', selector: '#site-menu' }, byRole('button', words.header.menu.button));
    await step('menu link "Projects"', { kind: 'hidden', selector: '#site-menu' }, page.locator('#site-menu a[href="#projects"]'));
    await jumpTo(page, '#home');
    await step('View My Work', { kind: 'scrolled' }, byRole('link', words.hero.viewWork));
    await jumpTo(page, '#home');
    await step('Contact Me', { kind: 'scrolled' }, byRole('link', words.hero.contactMe));
    await jumpTo(page, '#home');
    // It bounces: tapped where it is (aimAt waits for no stillness where the target is on screen).
    await step('bouncing arrow', { kind: 'scrolled' }, page.getByRole('link', { name: words.hero.scrollToProjects }));
    await scrollDownTo(page, '#gallery');
    const slides = { kind: 'changed', selector: '#gallery .mantine-Carousel-container', attribute: 'style' } as const;
    await step('gallery: next arrow', slides, byRole('button', words.gallery.next));
    await step('gallery: previous arrow', slides, byRole('button', words.gallery.previous));
    await step('gallery: a dot', slides, page.locator('#gallery .mantine-Carousel-indicator').nth(3));
    await step('gallery: tap a photo', OVERLAY_SHOWN, page.locator(enlargeablePhotos(words)).nth(3));
    // A dialog that closes with a fade would have its end counted here.
    await step('overlay: close', { kind: 'hidden', selector: OVERLAY_SHOWN.selector }, byRole('button', words.gallery.closeEnlarged));
    // To the form itself: a visitor brings the fields up the screen before typing (a field at its
    // very bottom edge gets no presented frame for a key in headless Chromium, which INP then counts).
    await scrollDownTo(page, '#contact form');
    await step('focus the name field', { kind: 'focused', selector: '#contact input[name="name"]' }, page.locator('#contact input[name="name"]'));
    await step('type a letter', { kind: 'has-value', selector: '#contact input[name="name"]' }, () => page.keyboard.press('R'));
    await page.locator('#contact input[name="email"]').fill('recruiter@example.com');
    await page.locator('#contact input[name="subject"]').fill('Internship');
    await page.locator('#contact textarea[name="message"]').fill('Hello! Are you free for a call next week?');
    await step('Send', { kind: 'text', selector: '#contact', texts: [words.contact.sending, words.contact.banners.error, words.contact.banners.success] }, byRole('button', words.contact.send));
    // web-vitals reports INP when the page is hidden; reportAllChanges gives it as it goes.
    const inp = await page.evaluate(() => (window as unknown as { __inp?: { value: number; target: string } }).__inp ?? { value: 0, target: 'no interaction seen' });
    return { network, steps, inpMs: Math.round(inp.value), inpTarget: inp.target };
  } finally {
    await page.context().close();
  }
}
