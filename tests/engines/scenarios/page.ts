/** The whole page at a phone's and a laptop's width in both themes; the theme toggle; the typed name. */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect } from 'vitest';
import { profile } from '../../../src/content/profile.ts';
import type { Scenario, Theme } from '../engine-suite.ts';
import { openKit, scrollTo, waitForGalleryReady } from '../page-reads.ts';
import { eventually, type Visit } from '../visit.ts';

const SECTIONS = ['home', 'projects', 'skills', 'about', 'gallery', 'contact'];
/** The spec's typing: nothing before 500 ms, then one character per 100 ms. */
const TYPING_START_MS = 500;
const TYPING_STEP_MS = 100;
/** Light theme's page background (the spec's white). */
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
/** Written when ENGINE_SCREENSHOTS=1 (`npm run screenshots:engines`). */
const SCREENSHOT_DIR = 'docs/screenshots/engines';

async function waitForNameTyped(visit: Visit) {
  await eventually(
    () =>
      visit.page.evaluate(() => {
        const letters = [...document.querySelectorAll('[data-testid="typed-name"] > span')];
        return letters.filter((letter) => getComputedStyle(letter).visibility === 'visible').map((letter) => letter.textContent).join('');
      }),
    (typed) => expect(typed).toBe(profile.name),
  );
}

async function rendersWhole(visit: Visit, theme: Theme) {
  const look = await visit.page.evaluate(
    (ids) => ({
      scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
      background: getComputedStyle(document.body).backgroundColor,
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      sections: ids.map((id) => {
        const section = document.getElementById(id);
        const box = section?.getBoundingClientRect();
        return { id, height: Math.round(box?.height ?? 0), title: section?.querySelector('h1, h2')?.textContent?.trim() ?? '' };
      }),
    }),
    SECTIONS,
  );
  expect(look.scheme).toBe(theme);
  if (theme === 'light') expect(look.background).toBe(LIGHT_BACKGROUND);
  else expect(look.background).not.toBe(LIGHT_BACKGROUND);
  // Nothing sticks out sideways.
  expect(look.sideways).toBeLessThanOrEqual(0);
  for (const section of look.sections) {
    expect(section.height, `#${section.id} has a height`).toBeGreaterThan(100);
    expect(section.title, `#${section.id} has a title`).not.toBe('');
  }
}

async function saveScreenshot(visit: Visit, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await sharp(await visit.page.screenshot()).webp({ quality: 70 }).toFile(`${SCREENSHOT_DIR}/${name}.webp`);
}

const renderScenarios: Scenario[] = [390, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map(
    (theme): Scenario => [
      `the whole page renders at ${width} px, ${theme}, with no console error`,
      async ({ engine, open }) => {
        const visit = await open({ width, height: width < 600 ? 844 : 800, theme });
        await waitForNameTyped(visit);
        await rendersWhole(visit, theme);
        if (process.env.ENGINE_SCREENSHOTS === '1' && width === 390) await saveScreenshot(visit, `${engine}-phone-${theme}`);
        // Down the page as a visitor scrolls: the gallery and the footer's kit come alive.
        for (const selector of ['#projects', '#skills', '#about']) await scrollTo(visit, selector);
        await waitForGalleryReady(visit);
        await scrollTo(visit, '#contact');
        await openKit(visit);
        expect(await visit.consoleErrors()).toEqual([]);
      },
    ],
  ),
);

export const pageScenarios: Scenario[] = [
  ...renderScenarios,
  [
    'the theme toggle switches the theme and the choice is kept across a reload',
    async ({ open }) => {
      const visit = await open({ width: 1280, height: 800 });
      const scheme = () => visit.page.evaluate(() => [document.documentElement.getAttribute('data-mantine-color-scheme'), localStorage.getItem('theme')]);
      const [before] = await scheme();
      const after = before === 'dark' ? 'light' : 'dark';
      await visit.page.click('button[data-theme-toggle]');
      expect(await scheme()).toEqual([after, after]);
      await visit.reload();
      expect(await scheme()).toEqual([after, after]);
      await visit.page.click('button[data-theme-toggle]');
      expect(await scheme()).toEqual([before, before]);
    },
  ],
  [
    'the name types out: nothing before 500 ms, then one character per 100 ms',
    async ({ open }) => {
      const visit = await open({ width: 390, height: 844 });
      const letters = Array.from(profile.name);
      const moments = [0, TYPING_START_MS - 1, ...letters.flatMap((_, index) => [TYPING_START_MS + index * TYPING_STEP_MS, TYPING_START_MS + index * TYPING_STEP_MS + 99])];
      // The page's own CSS animations, paused and moved to each moment (delays included).
      const shown = await visit.page.evaluate((times) => {
        const layer = document.querySelector('[data-testid="typed-name"]')!;
        const animations = layer.getAnimations({ subtree: true });
        return times.map((time) => {
          for (const animation of animations) {
            animation.pause();
            animation.currentTime = time;
          }
          return [...layer.children].filter((letter) => getComputedStyle(letter).visibility === 'visible').map((letter) => letter.textContent).join('');
        });
      }, moments);
      const expected = moments.map((ms) => (ms < TYPING_START_MS ? 0 : Math.min(letters.length, Math.floor((ms - TYPING_START_MS) / TYPING_STEP_MS) + 1)));
      expect(shown).toEqual(expected.map((count) => letters.slice(0, count).join('')));
    },
  ],
];
