// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIslandsUntilLive } from './islands-before-live.ts';

/** jsdom has no IntersectionObserver: this one reports what the test says is near the screen. */
const observed = new Set<Element>();
let report: (targets: Element[]) => void = () => {};
class FakeIntersectionObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    report = (targets) => callback(targets.filter((target) => observed.has(target)).map((target) => ({ target, isIntersecting: true })));
  }
  observe(target: Element) {
    observed.add(target);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
  disconnect() {
    observed.clear();
  }
}

let stop: () => void;
let wanted: string[];
const onWanted = (event: Event) => wanted.push((event as CustomEvent<string>).detail);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = `
    <div data-island="gallery"><button id="next"><span>Next</span></button><button id="dot">2</button></div>
    <div data-island="contact"><form><textarea name="message">Hello</textarea><button type="submit">Send</button>
      <p hidden data-early-submit-note>Write by email</p></form></div>
    <form id="elsewhere"></form><button id="outside">y</button>`;
  wanted = [];
  document.addEventListener('island-wanted', onWanted);
  stop = holdIslandsUntilLive();
});

afterEach(() => {
  stop();
  document.removeEventListener('island-wanted', onWanted);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const island = (name: string) => document.querySelector(`[data-island="${name}"]`)!;
const form = () => document.querySelector<HTMLFormElement>('[data-island] form')!;
const note = () => document.querySelector<HTMLElement>('[data-early-submit-note]')!;

function submit(target: HTMLFormElement = form()): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** What an island's React root does when it has committed (src/app/islands.tsx): mark it, then say so. */
function goLive(name: string) {
  island(name).setAttribute('data-live', '');
  document.dispatchEvent(new CustomEvent('island-live', { detail: name }));
}

describe('asking for an island', () => {
  it('asks once for each island that comes near the screen or that the visitor reaches into', () => {
    report([island('gallery')]);
    report([island('gallery')]);
    document.querySelector('textarea')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('textarea')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.getElementById('outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(wanted).toEqual(['gallery', 'contact']);
    expect(island('gallery').hasAttribute('data-wanted')).toBe(true);
  });
});

describe('presses before an island is live', () => {
  it('are held, ask for the island, and are pressed again in order once it is live', () => {
    const pressed: string[] = [];
    // React's handlers sit below the document's capture listener.
    for (const id of ['next', 'dot']) document.getElementById(id)!.addEventListener('click', () => pressed.push(id));
    document.querySelector('#next span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('dot')!.click();
    expect(pressed).toEqual([]);
    expect(wanted).toEqual(['gallery']);

    goLive('gallery');
    expect(pressed).toEqual(['next', 'dot']);
  });

  it('pass once the island is live, and are never held outside islands', () => {
    const pressed: string[] = [];
    for (const id of ['next', 'outside']) document.getElementById(id)!.addEventListener('click', () => pressed.push(id));
    document.getElementById('outside')!.click();
    goLive('gallery');
    document.getElementById('next')!.click();
    expect(pressed).toEqual(['outside', 'next']);
  });

  it('leave a press on a submit button to submit its form (the submit is what is held)', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[type="submit"]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('a Send before the form is live', () => {
  it('is never submitted by the browser, and is submitted once through the form when it is live', () => {
    const requestSubmit = vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    const reached: Event[] = [];
    form().addEventListener('submit', (event) => reached.push(event));
    expect(submit().defaultPrevented).toBe(true);
    expect(submit().defaultPrevented).toBe(true); // a second press
    expect(reached).toEqual([]);
    expect(wanted).toEqual(['contact']);

    goLive('contact');
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    // Live now: a submit reaches the form's own handler.
    expect(submit().defaultPrevented).toBe(false);
  });

  it('leaves forms outside islands alone', () => {
    expect(submit(document.querySelector<HTMLFormElement>('#elsewhere')!).defaultPrevented).toBe(false);
  });

  it('tells the visitor after 10 s without the code, drops the held submit and keeps the text; the note goes once live', () => {
    vi.useFakeTimers();
    const requestSubmit = vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    submit();
    vi.advanceTimersByTime(9_999);
    expect(note().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(note().hidden).toBe(false);
    expect(document.querySelector('textarea')!.value).toBe('Hello');
    expect(submit().defaultPrevented).toBe(true); // still never submitted natively

    goLive('contact');
    expect(note().hidden).toBe(true);
    expect(requestSubmit).not.toHaveBeenCalled(); // the visitor was told it was not sent
  });
});
