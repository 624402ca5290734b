// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_LIVE_EVENT } from '../islands';
import { holdEarlySubmits } from './held-submit';

let stop: () => void;

beforeEach(() => {
  document.body.innerHTML = `
    <div data-island="contact"><form><textarea name="message">Hello</textarea><button>Send</button>
      <p hidden data-early-submit-note>Write by email</p></form></div>
    <form id="elsewhere"></form>`;
  stop = holdEarlySubmits();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

const form = () => document.querySelector<HTMLFormElement>('[data-island] form')!;
const note = () => document.querySelector<HTMLElement>('[data-early-submit-note]')!;

function submit(target: HTMLFormElement = form()): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** What IslandRoot does when the island's root has committed. */
function goLive() {
  document.querySelector('[data-island="contact"]')!.setAttribute('data-live', '');
  document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: 'contact' }));
}

describe('holdEarlySubmits', () => {
  it('never lets the browser submit a form before its island is live, and submits it once when it is', () => {
    const requestSubmit = vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    const reached: Event[] = [];
    form().addEventListener('submit', (event) => reached.push(event));
    expect(submit().defaultPrevented).toBe(true);
    expect(submit().defaultPrevented).toBe(true); // a second press
    expect(reached).toEqual([]);

    goLive();
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

    goLive();
    expect(note().hidden).toBe(true);
    expect(requestSubmit).not.toHaveBeenCalled(); // the visitor was told it was not sent
  });
});
