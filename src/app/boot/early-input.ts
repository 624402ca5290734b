/**
 * Taps and submits that arrive before the page has hydrated. Links, scrolling and typing work
 * in plain HTML; buttons and the form need React. A press on a button (the theme toggle, the
 * phone menu, the gallery's arrows and photos, the send button) is held, and pressed again,
 * in order, once the page is live. A submit is held the same way, so the browser never sends
 * the form itself (a page reload that would lose the message).
 */
import { isPageHydrated, whenPageHydrated } from '@/lib/hydration/page-hydration';
import { requestHydration } from './hydration-demand';

const HELD_TARGET = 'button, [role="button"], [role="tab"]';

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
  if (element) hold(event, () => element.isConnected && element.click());
}

function onSubmit(event: SubmitEvent): void {
  if (isPageHydrated()) return;
  const form = event.target;
  // requestSubmit runs the browser's own checks (required fields, email format) first.
  if (form instanceof HTMLFormElement) hold(event, () => form.isConnected && form.requestSubmit());
}

function replayHeldInput(): void {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  const replays = heldReplays;
  heldReplays = [];
  for (const replay of replays) replay();
}

/** Hold early input until the page hydrates, then replay it. Call as early as possible. */
export function holdInputUntilHydrated(): void {
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  void whenPageHydrated().then(replayHeldInput);
}
