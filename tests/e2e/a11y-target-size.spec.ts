import type { Page } from '@playwright/test';
import { loadWholePage } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { openPhoneMenu } from '../support/interactive-sections.ts';

/**
 * WCAG 2.5.8 Target Size (Minimum): every control the visitor can tap or click is at least
 * 24×24 CSS px, or, if smaller, a 24 px circle centred on it overlaps no other control nor its
 * circle (the criterion's spacing exception). Links inside a sentence are exempt (inline).
 */
const MIN = 24;

interface Target {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every visible control on the page, less links that sit inside running text. */
function targets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [role="tab"], [tabindex]:not([tabindex="-1"])');
    const found: Target[] = [];
    for (const element of controls) {
      if (element.closest('[inert], [hidden]') || element.matches('[type="hidden"]')) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      // Clipped out of sight on purpose (a skip link off screen, a visually hidden control).
      if (rect.right <= 0 || rect.bottom <= -window.scrollY || rect.width * rect.height <= 1) continue;
      // Inline: a link in a sentence, whose block holds more text than the link.
      const block = element.parentElement;
      if (element.tagName === 'A' && style.display === 'inline' && block && block.textContent!.trim().length > element.textContent!.trim().length) continue;
      const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      found.push({ label, x: rect.left, y: rect.top + window.scrollY, width: rect.width, height: rect.height });
    }
    return found;
  });
}

function distanceToRect(cx: number, cy: number, rect: Target): number {
  const dx = Math.max(rect.x - cx, 0, cx - (rect.x + rect.width));
  const dy = Math.max(rect.y - cy, 0, cy - (rect.y + rect.height));
  return Math.hypot(dx, dy);
}

/** Controls that are too small and too close to another. */
function undersized(all: Target[]): string[] {
  const small = (target: Target) => target.width < MIN - 0.5 || target.height < MIN - 0.5;
  const centre = (target: Target) => [target.x + target.width / 2, target.y + target.height / 2] as const;
  const failing: string[] = [];
  for (const target of all.filter(small)) {
    const [cx, cy] = centre(target);
    const crowded = all.some((other) => {
      if (other === target) return false;
      if (distanceToRect(cx, cy, other) < MIN / 2) return true;
      if (!small(other)) return false;
      const [ox, oy] = centre(other);
      return Math.hypot(cx - ox, cy - oy) < MIN;
    });
    if (crowded) failing.push(`${target.label}: ${Math.round(target.width * 10) / 10}×${Math.round(target.height * 10) / 10}`);
  }
  return failing;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every control is a 24 px target, or has room around it', async ({ page }) => {
      await loadWholePage(page);
      const all = await targets(page);
      expect(all.length).toBeGreaterThan(20);
      expect(all.some((target) => target.label.startsWith('button "Show photo'))).toBe(true);
      expect(undersized(all)).toEqual([]);
    });
  });
}

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every link in the open menu is a 24 px target', async ({ page }) => {
    await page.goto('/');
    await openPhoneMenu(page);
    const inMenu = (await targets(page)).filter((target) => target.y < 844);
    expect(undersized(inMenu)).toEqual([]);
  });
});
