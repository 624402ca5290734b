// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionInView } from './first-response.ts';

const HEADER = `
  <header>
    <nav><a href="#home" data-section-link>Home</a><a href="#projects" data-section-link>Projects</a></nav>
    <span data-offline-badge hidden>Offline</span>
    <button popovertarget="site-menu">Menu</button>
    <nav id="site-menu" popover><a href="#projects">Projects</a></nav>
  </header>
  <section id="home"></section><section id="projects"></section>
  <footer><span data-current-year>2020</span></footer>`;

let stop: (() => void) | undefined;

/** Starts the script's responses over the page, as the inline <script>s do. */
async function runScript() {
  const { markMissingPopover, startFirstResponse } = await import('./first-response.ts');
  markMissingPopover();
  stop = startFirstResponse();
}

beforeEach(() => {
  document.body.innerHTML = HEADER;
});

afterEach(() => {
  stop?.();
});

describe('first-response script', () => {
  it("puts in the visitor's year and shows the offline badge only while offline", async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await runScript();
    expect(document.querySelector('[data-current-year]')!.textContent).toBe(String(new Date().getFullYear()));
    expect(document.querySelector<HTMLElement>('[data-offline-badge]')!.hidden).toBe(false);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(document.querySelector<HTMLElement>('[data-offline-badge]')!.hidden).toBe(true);
  });

  it('closes an open menu when one of its links is chosen', async () => {
    // jsdom has no popover support: stand in for the browser's.
    HTMLElement.prototype.showPopover = () => {};
    try {
      await runScript();
      const menu = document.getElementById('site-menu')!;
      let open = true;
      menu.matches = ((selector: string) => (selector === ':popover-open' ? open : false)) as typeof menu.matches;
      menu.hidePopover = () => void (open = false);
      menu.querySelector('a')!.click();
      expect(open).toBe(false);
      expect(document.documentElement.hasAttribute('data-no-popover')).toBe(false);
      // The popover is the button's one model: the browser exposes its expanded state (HTML forbids aria-expanded with popovertarget).
      expect(document.querySelector('[popovertarget]')!.hasAttribute('aria-expanded')).toBe(false);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
    }
  });
});

// jsdom, like Safari before 17 and Firefox before 125, has no popover API.
describe('the phone menu in a browser without popover', () => {
  const menu = () => document.getElementById('site-menu')!;
  const button = () => document.querySelector<HTMLElement>('[popovertarget]')!;
  const isOpen = () => menu().hasAttribute('data-open');

  it('opens from its button and closes from it again, the button saying which', async () => {
    await runScript();
    expect(document.documentElement.hasAttribute('data-no-popover')).toBe(true);
    expect(isOpen()).toBe(false);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    button().click();
    expect(isOpen()).toBe(true);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    button().click();
    expect(isOpen()).toBe(false);
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is chosen, on a tap outside it, and on Escape (focus back on the button)', async () => {
    await runScript();
    button().click();
    menu().querySelector('a')!.click();
    expect(isOpen()).toBe(false);

    button().click();
    menu().click(); // inside, not on a link: stays open
    expect(isOpen()).toBe(true);
    document.querySelector<HTMLElement>('#home')!.click();
    expect(isOpen()).toBe(false);

    button().click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button());
  });
});

/** A stand-in for a section element: only its top edge matters. */
function sectionAt(id: string, top: number): Element {
  return { id, getBoundingClientRect: () => ({ top }) } as unknown as Element;
}

const HEADER_HEIGHT = 64;
const VIEWPORT = 664; // reading line at 64 + 600 / 3 = 264

describe('sectionInView', () => {
  const sections = [sectionAt('home', -900), sectionAt('projects', -20), sectionAt('skills', 263), sectionAt('about', 265)];

  it('picks the last section whose top has passed the reading line', () => {
    expect(sectionInView(sections, HEADER_HEIGHT, VIEWPORT, false)?.id).toBe('skills');
  });

  it('picks the first section while none has reached the line yet', () => {
    expect(sectionInView([sectionAt('home', 300), sectionAt('projects', 900)], HEADER_HEIGHT, VIEWPORT, false)?.id).toBe('home');
  });

  it('picks the last section at the end of the page, even if its top is low', () => {
    expect(sectionInView(sections, HEADER_HEIGHT, VIEWPORT, true)?.id).toBe('about');
  });

  it('has nothing to mark without sections', () => {
    expect(sectionInView([], HEADER_HEIGHT, VIEWPORT, false)).toBeNull();
  });
});
