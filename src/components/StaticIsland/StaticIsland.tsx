import type { ReactNode } from 'react';

/** The production browser build keeps static sections as prerendered HTML. */
const KEEP_PRERENDERED = !import.meta.env.SSR && !import.meta.env.DEV;

function prerenderedHtml(id: string): string {
  return document.querySelector(`[data-static-island="${id}"]`)?.innerHTML ?? '';
}

/**
 * A section with nothing to interact with. The prerender renders it in full; in the browser
 * its markup is kept as it is and never hydrated, so its components and content data stay out
 * of the JavaScript bundle and hydration has less to walk. The dev server renders it normally.
 * Callers pass children only where `renderStaticIsland` is true (see App.tsx).
 */
export function StaticIsland({ id, children }: { id: string; children?: ReactNode }) {
  if (!KEEP_PRERENDERED) return <div data-static-island={id}>{children}</div>;
  return <div data-static-island={id} dangerouslySetInnerHTML={{ __html: prerenderedHtml(id) }} suppressHydrationWarning />;
}

/** False in the production browser build, so bundling drops what only static sections use. */
export const renderStaticIsland = !KEEP_PRERENDERED;
