// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWebFont, startWebFont, WEB_FONT_FAMILY } from './web-font.ts';

const root = document.documentElement;
const withServiceWorker = (controller: object | null) => vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller } });

describe('the web font', () => {
  beforeEach(() => root.removeAttribute('data-web-font'));
  afterEach(() => vi.unstubAllGlobals());

  it('is used from the first paint when the service worker (which has it saved) controls the page', () => {
    withServiceWorker({});
    startWebFont();
    expect(root.hasAttribute('data-web-font')).toBe(true);
  });

  it('stays out of a first visit: no service worker controls the page yet', () => {
    withServiceWorker(null);
    startWebFont();
    expect(root.hasAttribute('data-web-font')).toBe(false);
  });

  it('stays out where the browser has no service workers', () => {
    vi.stubGlobal('navigator', { userAgent: 'old' });
    startWebFont();
    expect(root.hasAttribute('data-web-font')).toBe(false);
  });
});

/** A page of two parts, the header and the first screen. */
const A_PAGE = '<div id="root"><header>Name</header><main id="main"><section id="home"><h1>Name</h1></section></main></div>';

/** What is marked to draw in the web font, by name, sorted. */
const inWebFont = () => [...document.querySelectorAll('[data-web-font]')].map((element) => element.id || element.localName).sort();

describe('the web font on a first visit', () => {
  const withFontSet = (load: (font: string) => Promise<unknown[]>) => {
    const calls: string[] = [];
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load: (font: string) => (calls.push(font), load(font)) } });
    return calls;
  };
  beforeEach(() => root.removeAttribute('data-web-font'));
  afterEach(() => {
    Reflect.deleteProperty(document, 'fonts');
    vi.unstubAllGlobals();
  });

  it('is fetched after the first paint and used once it is in', async () => {
    let arrive: (faces: unknown[]) => void = () => {};
    document.body.innerHTML = A_PAGE;
    const calls = withFontSet(() => new Promise((resolve) => (arrive = resolve)));
    const loaded = loadWebFont();
    expect(calls).toEqual([`1em "${WEB_FONT_FAMILY}"`]);
    // Not before it is in: the page stays in the fallback meanwhile.
    expect(inWebFont()).toEqual([]);
    arrive([{}]);
    await loaded;
    expect(inWebFont()).toEqual(['header', 'home']);
    document.body.innerHTML = '';
  });

  it('stays out when it would move the first screen (a line of the name wrapping anew), and in when nothing moves', async () => {
    document.body.innerHTML = '<section id="home"><h1>A name near its column\'s width</h1><p>Tagline</p></section>';
    const nameHeight = { fallback: 273, webFont: 364 };
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const height = this.tagName === 'H1' ? (this.closest('[data-web-font]') ? nameHeight.webFont : nameHeight.fallback) : 44;
      return { top: 100, height } as DOMRect;
    });
    withFontSet(() => Promise.resolve([{}]));
    await loadWebFont();
    expect(document.querySelector('[data-web-font]')).toBeNull();

    nameHeight.webFont = nameHeight.fallback;
    await loadWebFont();
    expect(inWebFont()).toEqual(['home']);
    boxes.mockRestore();
    document.body.innerHTML = '';
  });

  it('goes in part by part, a frame apart, the first screen first, then the whole page', async () => {
    document.body.innerHTML = '<div id="root"><header>Name</header><main id="main"><section id="home"><h1>Name</h1></section><section id="projects">Projects</section></main><footer>©</footer></div>';
    const marked: string[][] = [];
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      marked.push([...document.querySelectorAll('[data-web-font]')].map((element) => element.id || element.localName).sort());
      return setTimeout(() => callback(0), 0) as unknown as number;
    });
    withFontSet(() => Promise.resolve([{}]));
    await loadWebFont();
    // Each frame drawn so far (in document order's names, sorted): one more part each time.
    expect(marked).toEqual([['home'], ['header', 'home'], ['footer', 'header', 'home'], ['footer', 'header', 'home', 'projects']]);
    // The root is left alone: marked, it would restyle the whole page once more.
    expect(marked.at(-1)).toEqual(inWebFont());
    expect(root.hasAttribute('data-web-font')).toBe(false);
    frames.mockRestore();
    document.body.innerHTML = '';
  });

  it('puts the rest in at once when the visitor clicks meanwhile, before the browser acts on the click', async () => {
    document.body.innerHTML = '<div id="root"><header>Name</header><main id="main"><section id="home"><h1>Name</h1></section><section id="projects">Projects</section></main></div>';
    let nextFrame: FrameRequestCallback = () => {};
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => ((nextFrame = callback), 1));
    withFontSet(() => Promise.resolve([{}]));
    const loaded = loadWebFont();
    await vi.waitFor(() => expect(document.getElementById('home')!.hasAttribute('data-web-font')).toBe(true));
    expect(inWebFont()).toEqual(['home']);
    let inFontAtClick: string[] = [];
    document.body.addEventListener('click', () => (inFontAtClick = inWebFont()), { once: true });
    document.querySelector('header')!.click();
    expect(inFontAtClick).toEqual(['header', 'home', 'projects']);
    nextFrame(0);
    await loaded;
    expect(inWebFont()).toEqual(['header', 'home', 'projects']);
    frames.mockRestore();
    document.body.innerHTML = '';
  });

  it('leaves the page in the fallback when the font cannot be fetched', async () => {
    document.body.innerHTML = A_PAGE;
    withFontSet(() => Promise.reject(new Error('offline')));
    await loadWebFont();
    expect(inWebFont()).toEqual([]);
  });

  it('fetches nothing when the font is already in use (the service worker had it)', async () => {
    const calls = withFontSet(() => Promise.resolve([{}]));
    root.setAttribute('data-web-font', '');
    await loadWebFont();
    expect(calls).toEqual([]);
  });
});

describe('the web font never moves a visitor who has left the top', () => {
  beforeEach(() => {
    root.removeAttribute('data-web-font');
    document.body.innerHTML = A_PAGE;
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'fonts');
    root.removeAttribute('data-web-font');
    window.scrollY = 0;
    history.replaceState(null, '', '/');
  });

  it('stays out of a visit opened on a section (a deep link)', async () => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load: () => Promise.resolve([{}]) } });
    history.replaceState(null, '', '/#contact');
    await loadWebFont();
    expect(inWebFont()).toEqual([]);
  });

  it('stays out when the visitor scrolled away before it came', async () => {
    let arrive: (faces: unknown[]) => void = () => {};
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load: () => new Promise((resolve) => (arrive = resolve)) } });
    const loaded = loadWebFont();
    window.scrollY = 900;
    arrive([{}]);
    await loaded;
    expect(inWebFont()).toEqual([]);
  });
});
