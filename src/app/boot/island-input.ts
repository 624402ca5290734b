/**
 * Taps inside an island (the gallery, the contact form) that arrive before that island is a live
 * React root. Links, scrolling and typing work in plain HTML; an island's buttons need React. A
 * press on one of them is held, and pressed again once the island is live; holding it also asks
 * for that island at once (`onHeld`). A Send is left to submit its form: the submit is what
 * held-submit.ts (inlined, so from the first paint) holds, once per form.
 */
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_EVENT, isIslandName, type IslandName } from '../islands';

const HELD_TARGET = 'button, [role="button"], [role="tab"]';

const held = new Map<IslandName, (() => void)[]>();

/** The island a target sits in, unless that island is live already (IslandRoot marks it). */
function islandNotLiveOf(target: EventTarget | null): IslandName | null {
  const element = target instanceof Element ? target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
  const name = element?.getAttribute(ISLAND_ATTRIBUTE);
  return isIslandName(name) && !element?.hasAttribute('data-live') ? name : null;
}

export function holdIslandInput(onHeld: (island: IslandName) => void): void {
  const hold = (event: Event, island: IslandName, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.set(island, [...(held.get(island) ?? []), replay]);
    onHeld(island);
  };

  document.addEventListener(
    'click',
    (event) => {
      const island = islandNotLiveOf(event.target);
      if (!island) return;
      const button = (event.target as Element).closest<HTMLElement>(HELD_TARGET);
      // A submit button is left to submit its form: the submit is what gets held, once.
      if (!button || (button instanceof HTMLButtonElement && button.type === 'submit' && button.form)) return;
      hold(event, island, () => button.isConnected && button.click());
    },
    true,
  );

  document.addEventListener(ISLAND_LIVE_EVENT, (event) => {
    const island = (event as CustomEvent<IslandName>).detail;
    const replays = held.get(island) ?? [];
    held.delete(island);
    for (const replay of replays) replay();
  });
}
