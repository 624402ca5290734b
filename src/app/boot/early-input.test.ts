// @vitest-environment jsdom
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

afterEach(async () => {
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

  it('never lets the browser submit the form itself, and submits it through the page once live', async () => {
    const { holdInputUntilHydrated, markPageHydrated } = await freshModules();
    document.body.innerHTML = '<form><input name="name" value="Ada" /></form>';
    const form = document.querySelector('form')!;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    holdInputUntilHydrated();

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(requestSubmit).not.toHaveBeenCalled();

    await hydrate(markPageHydrated);
    expect(requestSubmit).toHaveBeenCalledTimes(1);
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
