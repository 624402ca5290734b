/**
 * The island primitive's first half, in the inline script so it works from the first paint: an
 * island (`[data-island="name"]`, prerendered HTML) is asked for (`data-wanted`, and an
 * `island-wanted` event for the page's module) as it comes within a screen's height of the
 * viewport or the visitor reaches into it (touch, key, focus); until it is live (`data-live`, set
 * by its React root, src/app/islands.tsx, with an `island-live` event), what the visitor gives it
 * is held and replayed once it is:
 * - a press on one of its buttons is pressed again;
 * - a Send: the browser would submit the form itself, into the URL, and reload an empty page. Each
 *   form's submit is held once (a second press adds nothing) and submitted again through React
 *   (`requestSubmit`, so the browser's own field checks run again first). If that has not
 *   happened 10 s after a Send, the form's `[data-early-submit-note]` tells the visitor to write
 *   by email instead and the held submit is dropped (the text stays in the fields); the note goes
 *   once the form is live.
 * Typing needs nothing: the form adopts what the fields hold when it mounts.
 */
import { EARLY_SUBMIT_NOTE_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_LIVE_EVENT, ISLAND_WANTED_EVENT, LIVE_ATTRIBUTE, WANTED_ATTRIBUTE } from '../../config/page-seams.ts';

/** Fired on `document` (detail: the name) when an island is first asked for. */
/** Fired on `document` (detail: the name) when an island's root has committed: it answers from now on. */

/** How long a held Send waits for the form's code before the visitor is told to write instead. */
const HELD_SUBMIT_NOTICE_MS = 10_000;

const HELD_PRESS = 'button, [role="button"], [role="tab"]';
const NOTE = `[${EARLY_SUBMIT_NOTE_ATTRIBUTE}]`;
const REACH_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** The island an event's target sits in, unless that island is live already. */
function islandNotLive(target: EventTarget | null): HTMLElement | null {
  const island = target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
  return island && !island.hasAttribute(LIVE_ATTRIBUTE) ? island : null;
}

/** Asks for an island once: marked, and announced to the page's module if it is listening yet. */
function want(island: Element | null): void {
  if (!island || island.hasAttribute(WANTED_ATTRIBUTE)) return;
  island.setAttribute(WANTED_ATTRIBUTE, '');
  document.dispatchEvent(new CustomEvent(ISLAND_WANTED_EVENT, { detail: island.getAttribute(ISLAND_ATTRIBUTE) }));
}

/** Starts watching and holding; returns what stops it (for tests). */
export function holdIslandsUntilLive(): () => void {
  const heldPresses = new Map<Element, (() => void)[]>();
  const heldSubmits = new Map<HTMLFormElement, number>();
  const gaveUp = new Set<HTMLFormElement>();

  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport.unobserve(entry.target);
        want(entry.target);
      }
    },
    { rootMargin: '100% 0px' },
  );
  const observeIslands = () => document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`).forEach((island) => nearViewport.observe(island));

  const onReach = (event: Event) => want(islandNotLive(event.target));

  const onClick = (event: Event) => {
    const island = islandNotLive(event.target);
    const button = island && (event.target as Element).closest<HTMLElement>(HELD_PRESS);
    // A submit button is left to submit its form: the submit is what gets held, once.
    if (!island || !button || (button instanceof HTMLButtonElement && button.type === 'submit' && button.form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldPresses.set(island, [...(heldPresses.get(island) ?? []), () => button.isConnected && button.click()]);
    want(island);
  };

  const onSubmit = (event: Event) => {
    const form = event.target;
    const island = islandNotLive(form);
    if (!(form instanceof HTMLFormElement) || !island) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    want(island);
    if (heldSubmits.has(form) || gaveUp.has(form)) return;
    const timer = window.setTimeout(() => {
      heldSubmits.delete(form);
      gaveUp.add(form);
      form.querySelector<HTMLElement>(NOTE)?.removeAttribute('hidden');
    }, HELD_SUBMIT_NOTICE_MS);
    heldSubmits.set(form, timer);
  };

  const onLive = (event: Event) => {
    const island = document.querySelector(`[${ISLAND_ATTRIBUTE}="${(event as CustomEvent<string>).detail}"]`);
    if (!island) return;
    const presses = heldPresses.get(island) ?? [];
    heldPresses.delete(island);
    for (const press of presses) press();
    for (const form of [...heldSubmits.keys(), ...gaveUp]) {
      if (!island.contains(form)) continue;
      form.querySelector<HTMLElement>(NOTE)?.setAttribute('hidden', '');
      gaveUp.delete(form);
      if (!heldSubmits.has(form)) continue;
      clearTimeout(heldSubmits.get(form));
      heldSubmits.delete(form);
      if (form.isConnected) form.requestSubmit();
    }
  };

  // Capture phase on the document: before any handler of the page's.
  const listeners: [string, EventListener, AddEventListenerOptions][] = [
    ...REACH_EVENTS.map((type): [string, EventListener, AddEventListenerOptions] => [type, onReach, { capture: true, passive: true }]),
    ['click', onClick, { capture: true }],
    ['submit', onSubmit, { capture: true }],
    [ISLAND_LIVE_EVENT, onLive, {}],
  ];
  for (const [type, listener, options] of listeners) document.addEventListener(type, listener, options);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', observeIslands, { once: true });
  else observeIslands();
  return () => {
    for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
    nearViewport.disconnect();
    for (const timer of heldSubmits.values()) clearTimeout(timer);
  };
}
