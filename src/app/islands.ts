/**
 * The page's islands: the only parts that become React apps in the browser, each its own small
 * root, hydrated one after another when the browser is idle after load (hydrate-islands.tsx).
 * The career-fair kit (`kit`) sits in the footer. Everything else (header, hero, projects,
 * skills, about, the rest of the footer) stays prerendered HTML; the
 * header's behaviour comes from the first-response script. An island's component must not use
 * anything outside it: it renders alone, on the server and in the browser, so the two match.
 * (No imports here: the inlined first-response script uses these names too.)
 */
export const ISLAND_NAMES = ['gallery', 'contact', 'kit'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute on an island's wrapper element; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Fired on `document` (detail: the name) when an island's root has committed: it answers from now on. */
export const ISLAND_LIVE_EVENT = 'island-live';

export function isIslandName(value: string | null | undefined): value is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(value ?? '');
}
