// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

let markCurrentHydrated: (() => void) | undefined;

/** Fresh copies of the page-wide modules, wired to each other as in the page. */
async function freshModules() {
  vi.resetModules();
  const earlyInput = await import('./early-input');
  const hydration = await import('@/lib/hydration/page-hydration');
  const demand = await import('./hydration-demand');
  markCurrentHydrated = hydration.markPageHydrated;
  return { ...earlyInput, ...hydration, ...demand };
}

function hydrate(markPageHydrated: () => void) {
  markPageHydrated();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs index.html's inline submit guard, as the page does before any module. */
function installSubmitGuard() {
  const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const guard = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((code) => code.includes('__heldSubmits'));
  new Function(guard!)();
}

afterEach(async () => {
  window.__heldSubmits?.take();
  delete window.__heldSubmits;
  // Hydrating the copy a test used removes its document listeners before the next test.
  if (markCurrentHydrated) await hydrate(markCurrentHydrated);
  document.body.innerHTML = '';
});

describe('holdInputUntilHydrated', () => {
  it('holds a button press before hydration and presses it again, in order, once the page is live', async () => {
    const { holdInputUntilHydrated, markPageHydrated } = await freshModules();
    document.body.innerHTML = '<button id="theme">Theme</button><button id="next"><span>Next</span></button>';
    const pressed: string[] = [];
    holdInputUntilHydrated();
    // React's handlers, attached later, sit below the document's capture listener.
    for (const id of ['theme', 'next']) document.getElementById(id)!.addEventListener('click', () => pressed.push(id));

    document.querySelector('#next span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('theme')!.click();
    expect(pressed).toEqual([]);

    await hydrate(markPageHydrated);
    expect(pressed).toEqual(['next', 'theme']);
  });

  it('asks for hydration when it holds a press', async () => {
    const { holdInputUntilHydrated, whenHydrationWanted } = await freshModules();
    document.body.innerHTML = '<button>Menu</button>';
    holdInputUntilHydrated();
    let wanted = false;
    void whenHydrationWanted().then(() => (wanted = true));
    document.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wanted).toBe(true);
  });

  it('lets links work as plain HTML', async () => {
    const { holdInputUntilHydrated } = await freshModules();
    document.body.innerHTML = '<a href="#projects">Projects</a>';
    holdInputUntilHydrated();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("takes index.html's held submits over once live: one submit per form, however many were held", async () => {
    installSubmitGuard();
    const { holdInputUntilHydrated, markPageHydrated } = await freshModules();
    document.body.innerHTML = '<form><input name="name" value="Ada" /><button type="submit">Send</button></form>';
    const form = document.querySelector('form')!;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    holdInputUntilHydrated();

    // A click on Send is not held as a press: it goes on to the browser's own submit.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const submits = [1, 2].map(() => new Event('submit', { bubbles: true, cancelable: true }));
    for (const submit of submits) form.dispatchEvent(submit);
    expect(submits.map((submit) => submit.defaultPrevented)).toEqual([true, true]);
    expect(requestSubmit).not.toHaveBeenCalled();

    await hydrate(markPageHydrated);
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    // The guard has stood down: submits are React's now.
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('drops a held press on a button that is gone by then', async () => {
    const { holdInputUntilHydrated, markPageHydrated } = await freshModules();
    document.body.innerHTML = '<button>Gone</button>';
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    holdInputUntilHydrated();
    button.click();
    button.remove();
    await hydrate(markPageHydrated);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('stays out of the way once the page is live', async () => {
    const { holdInputUntilHydrated, markPageHydrated } = await freshModules();
    document.body.innerHTML = '<button>Theme</button>';
    const pressed = vi.fn();
    holdInputUntilHydrated();
    await hydrate(markPageHydrated);
    document.querySelector('button')!.addEventListener('click', pressed);
    document.querySelector('button')!.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe("index.html's submit guard", () => {
  it('never lets the browser submit a form before the page code runs', () => {
    installSubmitGuard();
    document.body.innerHTML = '<form><input name="name" value="Ada" /></form>';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__heldSubmits!.take()).toEqual([document.querySelector('form')]);
    expect(window.__heldSubmits!.take()).toEqual([]);
  });

  it('tells the visitor after 10 s without the page code, drops the held submit, and keeps the text', () => {
    vi.useFakeTimers();
    installSubmitGuard();
    document.body.innerHTML = '<form><textarea name="message">Hello</textarea><p hidden data-early-submit-note>Write by email</p></form>';
    const form = document.querySelector('form')!;
    const note = document.querySelector<HTMLElement>('[data-early-submit-note]')!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(9_999);
    expect(note.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(note.hidden).toBe(false);
    expect(document.querySelector('textarea')!.value).toBe('Hello');
    // Still never submitted natively, and no longer held: the visitor was told it was not sent.
    const again = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    expect(window.__heldSubmits!.take()).toEqual([]);
    expect(note.hidden).toBe(true);
    vi.useRealTimers();
  });
});
