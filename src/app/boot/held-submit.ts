/**
 * Send pressed before the contact form is a live React app (its code still on the way, or the
 * page's modules not even run yet): the browser would submit the form itself, into the URL, and
 * reload an empty page. Part of the inlined first-response script, so it guards from the first
 * paint: each form's submit is held once (a second press adds nothing) and submitted again
 * through React when its island is live. If that has not happened 10 s after a Send, the form's
 * `[data-early-submit-note]` tells the visitor to write by email instead, and the held submit is
 * dropped (the text stays in the fields); the note goes once the form is live.
 */
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_EVENT } from '../islands';

/** How long a held Send waits for the form's code before the visitor is told to write instead. */
export const HELD_SUBMIT_NOTICE_MS = 10_000;

const NOTE = '[data-early-submit-note]';

function islandOf(form: HTMLFormElement): Element | null {
  return form.closest(`[${ISLAND_ATTRIBUTE}]`);
}

export function holdEarlySubmits(): () => void {
  const held = new Map<HTMLFormElement, number>();
  const gaveUp = new Set<HTMLFormElement>();

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const island = islandOf(form);
    if (!island || island.hasAttribute('data-live')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.has(form) || gaveUp.has(form)) return;
    const timer = window.setTimeout(() => {
      held.delete(form);
      gaveUp.add(form);
      form.querySelector<HTMLElement>(NOTE)?.removeAttribute('hidden');
    }, HELD_SUBMIT_NOTICE_MS);
    held.set(form, timer);
  };

  const onIslandLive = (event: Event) => {
    const island = document.querySelector(`[${ISLAND_ATTRIBUTE}="${(event as CustomEvent<string>).detail}"]`);
    for (const form of [...held.keys(), ...gaveUp]) {
      if (!island?.contains(form)) continue;
      form.querySelector<HTMLElement>(NOTE)?.setAttribute('hidden', '');
      gaveUp.delete(form);
      if (!held.has(form)) continue;
      clearTimeout(held.get(form));
      held.delete(form);
      // requestSubmit runs the browser's own checks (required fields, email format) again first.
      if (form.isConnected) form.requestSubmit();
    }
  };

  // Capture phase on the document: before any handler of the page's.
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener(ISLAND_LIVE_EVENT, onIslandLive);
  return () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener(ISLAND_LIVE_EVENT, onIslandLive);
    for (const timer of held.values()) clearTimeout(timer);
  };
}
