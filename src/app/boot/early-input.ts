/**
 * Taps and submits that arrive before the page has hydrated. Links, scrolling and typing work
 * in plain HTML; buttons and the form need React. A press on a button (the theme toggle, the
 * phone menu, the gallery's arrows and photos) is held, and pressed again, in order, once the
 * page is live. A submit is held by index.html's inline guard from before any module runs (so
 * the browser never sends the form itself, into the URL); once live, the page takes the held
 * submits over, at most one per form, and submits each through React.
 */
import { isPageHydrated, whenPageHydrated } from '@/lib/hydration/page-hydration';
import { requestHydration } from './hydration-demand';

const HELD_TARGET = 'button, [role="button"], [role="tab"]';

declare global {
  interface Window {
    /** index.html's guard: hands over the forms whose Send it holds (each once), and stands down. */
    __heldSubmits?: { take(): HTMLFormElement[]; pending(): boolean };
  }
}

let heldReplays: (() => void)[] = [];

function hold(event: Event, replay: () => void): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  heldReplays.push(replay);
  requestHydration();
}

function onClick(event: MouseEvent): void {
  if (isPageHydrated()) return;
  const element = (event.target as Element | null)?.closest<HTMLElement>(HELD_TARGET);
  // A Send goes through: the browser checks the fields, then index.html's guard holds the submit.
  if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form) return;
  if (element) hold(event, () => element.isConnected && element.click());
}

function replayHeldInput(): void {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', requestHydration, true);
  const replays = heldReplays;
  heldReplays = [];
  for (const replay of replays) replay();
}

/** Takes index.html's held submits over once the form is live (prerendered or not). */
function replayHeldSubmits(): void {
  // requestSubmit runs the browser's own checks (required fields, email format) again first.
  for (const form of window.__heldSubmits?.take() ?? []) if (form.isConnected) form.requestSubmit();
}
if (typeof window !== 'undefined') void whenPageHydrated().then(replayHeldSubmits);

/** Hold early input until the page hydrates, then replay it. Call as early as possible. */
export function holdInputUntilHydrated(): void {
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', requestHydration, true);
  // Send was pressed before this code arrived: that visitor is waiting for the page.
  if (window.__heldSubmits?.pending()) requestHydration();
  void whenPageHydrated().then(replayHeldInput);
}
