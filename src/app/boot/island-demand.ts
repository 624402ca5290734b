/**
 * When an island becomes a React app: as it nears the viewport (a screen's height ahead), or as
 * soon as the visitor reaches into it (a touch, a key, focus) if that comes first. A visit that
 * never goes near the gallery or the form never spends a slow phone's main thread on them, and
 * nothing competes with the first taps on the header.
 */
import { ISLAND_ATTRIBUTE, isIslandName, type IslandName } from '../islands';

const REACH_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** `onWanted` may hear of an island more than once (seen, then touched): it starts each once. */
export function whenIslandWanted(onWanted: (island: IslandName) => void): void {
  const want = (name: string | null) => {
    if (isIslandName(name)) onWanted(name);
  };

  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport.unobserve(entry.target);
        want(entry.target.getAttribute(ISLAND_ATTRIBUTE));
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const island of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) nearViewport.observe(island);

  for (const type of REACH_EVENTS) {
    document.addEventListener(
      type,
      (event) => want((event.target instanceof Element ? event.target.closest(`[${ISLAND_ATTRIBUTE}]`) : null)?.getAttribute(ISLAND_ATTRIBUTE) ?? null),
      { capture: true, passive: true },
    );
  }
}
