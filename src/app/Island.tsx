import type { ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, type IslandName } from './islands';

/**
 * Where an island sits in the page. The prerender renders each island as a root of its own and
 * passes its HTML in (`html`), so its markup, React ids included, is exactly what the browser's
 * own root for it hydrates. The dev server has no prerender and renders the children in place.
 */
export function Island({ name, html, children }: { name: IslandName; html?: string; children: ReactNode }) {
  const attributes = { [ISLAND_ATTRIBUTE]: name };
  // Rendered in the browser from the start: live at once.
  if (html === undefined) return <div {...attributes} data-live="">{children}</div>;
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
