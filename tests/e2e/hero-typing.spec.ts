/**
 * The hero's typed name is a CSS animation on the prerendered markup. Most tests stop the page's
 * animation clock before it loads (Chromium's DevTools Animation domain), then seek the real CSS
 * animations to chosen moments and read what the page shows: which letters are visible and
 * where the caret is. One test watches the animation run in real time, frame by frame.
 */
import type { Page } from '@playwright/test';
import { profile } from '../../src/content/profile.ts';
import { expect, test } from '../support/fixtures.ts';

const NAME = profile.name;
const LETTERS = Array.from(NAME);
/** The spec's numbers (section 9): typing starts after 500 ms, then one character per 100 ms. */
const START_DELAY_MS = 500;
const MS_PER_CHARACTER = 100;
/** When letter `index` (0-based) appears. */
const revealAt = (index: number) => START_DELAY_MS + index * MS_PER_CHARACTER;
/** How many letters show `ms` after the page started typing. */
const typedAt = (ms: number) => (ms < START_DELAY_MS ? 0 : Math.min(LETTERS.length, Math.floor((ms - START_DELAY_MS) / MS_PER_CHARACTER) + 1));
const DONE_AT = revealAt(LETTERS.length - 1);

/** What the typed name looks like at one moment. */
interface Frame {
  /** The visible letters, in order. */
  text: string;
  /** Where each shown caret stands, counted in letters before it (0 = at the start). */
  carets: number[];
  /** The boxes of the heading and of every letter, shown or not, to prove nothing moves. */
  layout: number[][];
}

/** Either seek the paused animations to each of these moments, or watch them run live. */
type Plan = { seekTo: number[] } | { live: true };

/** Loads the page with its animation clock stopped at 0, so no animation moves on its own. */
async function loadWithAnimationsFrozen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  await page.goto('/');
}

/**
 * Reads the typed name at each moment of `plan.seekTo` (animation time, delays included), or,
 * live, once per rendered frame until the whole name shows.
 */
function watchTyping(page: Page, plan: Plan): Promise<Frame[]> {
  return page.getByTestId('typed-name').evaluate(async (layer, plan): Promise<Frame[]> => {
    const letters = [...layer.children];
    const shown = (style: CSSStyleDeclaration) => style.display !== 'none' && style.visibility === 'visible';
    const read = (): Frame => ({
      text: letters
        .filter((letter) => shown(getComputedStyle(letter)))
        .map((letter) => letter.textContent)
        .join(''),
      // A caret before letter i stands at i; one after it, at i + 1.
      carets: letters
        .flatMap((letter, index) => [
          { at: index, style: getComputedStyle(letter, '::before') },
          { at: index + 1, style: getComputedStyle(letter, '::after') },
        ])
        .filter(({ style }) => style.content !== 'none' && shown(style))
        .map(({ at }) => at),
      layout: [layer.closest('h1')!, ...letters]
        .map((element) => element.getBoundingClientRect())
        .map(({ x, y, width, height }) => [x, y, width, height]),
    });

    if ('seekTo' in plan) {
      const animations = layer.getAnimations({ subtree: true });
      return plan.seekTo.map((time) => {
        for (const animation of animations) {
          animation.pause();
          animation.currentTime = time;
        }
        return read();
      });
    }
    const frames: Frame[] = [];
    const giveUpAt = performance.now() + 10_000;
    do {
      await new Promise(requestAnimationFrame);
      frames.push(read());
    } while (frames.at(-1)!.text.length < letters.length && performance.now() < giveUpAt);
    return frames;
  }, plan);
}

async function frameAt(page: Page, ms: number): Promise<Frame> {
  const [frame] = await watchTyping(page, { seekTo: [ms] });
  return frame!;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the name types out: nothing before 500 ms, then one character per 100 ms', async ({ page }) => {
      await loadWithAnimationsFrozen(page);
      // The heading carries the whole name for assistive tech from the start.
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(NAME);

      const reveals = LETTERS.map((_, index) => revealAt(index));
      const moments = [0, 250, ...reveals.flatMap((at) => [at - 1, at, at + 50]), DONE_AT + 250, DONE_AT + 5250];
      const frames = await watchTyping(page, { seekTo: moments });
      moments.forEach((ms, index) => {
        const typed = typedAt(ms);
        const frame = frames[index]!;
        expect(frame.text, `text at ${ms} ms`).toBe(LETTERS.slice(0, typed).join(''));
        // One caret, right after the last typed letter (at the start before typing).
        expect(frame.carets, `caret at ${ms} ms`).toEqual([typed]);
        // Hidden letters already take their space: neither the heading nor a letter moves.
        expect(frame.layout, `layout at ${ms} ms`).toEqual(frames[0]!.layout);
      });
    });
  });
}

test('once typed, the caret blinks three times after the last letter, then stays', async ({ page }) => {
  await loadWithAnimationsFrozen(page);
  const done = [LETTERS.length];
  for (let blink = 0; blink < 3; blink++) {
    const [lit, dark] = await watchTyping(page, { seekTo: [250, 750].map((ms) => DONE_AT + blink * 1000 + ms) });
    expect([lit!.text, lit!.carets], `blink ${blink + 1}, lit`).toEqual([NAME, done]);
    expect([dark!.text, dark!.carets], `blink ${blink + 1}, dark`).toEqual([NAME, []]);
  }
  for (const ms of [DONE_AT + 3000, DONE_AT + 3750, DONE_AT + 60_750]) {
    const frame = await frameAt(page, ms);
    expect([frame.text, frame.carets], `after the blinks, ${ms} ms`).toEqual([NAME, done]);
  }
});

test('live, while the page loads and hydrates, every frame has the caret right after the typed letters', async ({ page }) => {
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByTestId('typed-name').locator('> span')).toHaveCount(LETTERS.length);
  const frames = await watchTyping(page, { live: true });
  const lengths = frames.map((frame) => frame.text.length);
  expect(lengths.at(-1)).toBe(LETTERS.length);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  for (const { text, carets } of frames) {
    expect(NAME.startsWith(text), `"${text}" is how the name starts`).toBe(true);
    // Lit (blinking only before the start and at the end), and never apart from the letters.
    if (text.length > 0 && text.length < LETTERS.length) expect(carets, `caret with "${text}"`).toEqual([text.length]);
    else expect([[], [text.length]], `caret with "${text}"`).toContainEqual(carets);
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the name appears at once, with a still caret after it', async ({ page }) => {
    await loadWithAnimationsFrozen(page);
    expect(await page.getByTestId('typed-name').evaluate((layer) => layer.getAnimations({ subtree: true }).length)).toBe(0);
    const frame = await frameAt(page, 0);
    expect([frame.text, frame.carets]).toEqual([NAME, [LETTERS.length]]);
  });
});

test('print shows the whole name and no caret', async ({ page }) => {
  await loadWithAnimationsFrozen(page);
  await page.emulateMedia({ media: 'print' });
  const frame = await frameAt(page, 0);
  expect([frame.text, frame.carets]).toEqual([NAME, []]);
});
