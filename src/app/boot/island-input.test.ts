// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_LIVE_EVENT } from '../islands';

/** A fresh copy of the module (its listeners and state are page-wide). */
async function freshHold(onHeld = vi.fn()) {
  vi.resetModules();
  const { holdIslandInput } = await import('./island-input');
  holdIslandInput(onHeld);
  return onHeld;
}

/** What IslandRoot does when an island's root has committed: mark it, then say so. */
function goLive(island: string) {
  document.querySelector(`[data-island="${island}"]`)?.setAttribute('data-live', '');
  document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: island }));
}

afterEach(() => {
  // Each test's copy keeps its listeners: make every island live so they let events through.
  goLive('gallery');
  goLive('contact');
  document.body.innerHTML = '';
});

describe('holdIslandInput', () => {
  it('holds presses on an island before it is live, asks for it, and presses again in order once it is', async () => {
    const onHeld = await freshHold();
    document.body.innerHTML = '<div data-island="gallery"><button id="next"><span>Next</span></button><button id="dot">2</button></div>';
    const pressed: string[] = [];
    // React's handlers sit below the document's capture listener.
    for (const id of ['next', 'dot']) document.getElementById(id)!.addEventListener('click', () => pressed.push(id));

    document.querySelector('#next span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('dot')!.click();
    expect(pressed).toEqual([]);
    expect(onHeld).toHaveBeenCalledWith('gallery');

    goLive('gallery');
    expect(pressed).toEqual(['next', 'dot']);
  });

  it('lets presses through once the island is live, and never holds outside islands', async () => {
    await freshHold();
    document.body.innerHTML = '<div data-island="gallery"><button id="inside">x</button></div><button id="outside">y</button>';
    const pressed: string[] = [];
    for (const id of ['inside', 'outside']) document.getElementById(id)!.addEventListener('click', () => pressed.push(id));
    document.getElementById('outside')!.click();
    goLive('gallery');
    document.getElementById('inside')!.click();
    expect(pressed).toEqual(['outside', 'inside']);
  });

  it('leaves a press on a submit button to submit its form (the submit is what is held)', async () => {
    await freshHold();
    document.body.innerHTML = '<div data-island="contact"><form><button type="submit">Send</button></form></div>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
