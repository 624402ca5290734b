/**
 * The island primitive's React half (its first half, in the inline script, is
 * src/app/inline/islands-before-live.ts). An island is a component declared here: the build
 * renders it as a React root of its own and puts the HTML in its place on the page (`<Island>`,
 * entry-server.tsx); in the browser, once the inline script asks for it (near the screen, or
 * touched), its code is loaded and that root hydrated (hydrate-islands.tsx); once it has
 * committed, the page marks it live and what was held for it is replayed. Every section not
 * declared here is static: prerendered HTML with no script, and lint keeps hooks and handlers
 * out of it (eslint.config.js reads this list).
 *
 * An island renders alone, with no props and no context but IslandProviders and the page's
 * language (LanguageContext: the build's page on the server, the `<html lang>` in the browser),
 * on the server and in the browser alike, so the two match (islands.test.tsx hydrates each one
 * to prove it, in every language).
 */
import { StrictMode, useEffect, type ComponentType } from 'react';
import { LanguageContext } from '@/components/language-context.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { ISLAND_ATTRIBUTE } from '@/config/page-seams.ts';
import { IslandProviders } from './providers.tsx';

/** The islands, each loaded on demand (one chunk per island). */
export const ISLANDS = {
  gallery: () => import('@/sections/Gallery/Gallery.tsx').then((module) => module.Gallery),
  contact: () => import('@/sections/Contact/Contact.tsx').then((module) => module.Contact),
  // The career-fair kit sits in the footer (which places it; a static section cannot import features).
  kit: () => import('@/features/career-kit/CareerKit.tsx').then((module) => module.CareerKit),
  // A case study's share action (its page places it).
  share: () => import('@/features/career-kit/SharePage.tsx').then((module) => module.SharePage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type IslandName = keyof typeof ISLANDS;
export const ISLAND_NAMES = Object.keys(ISLANDS) as IslandName[];

/**
 * Where an island sits in the page, holding the HTML the prerender made for it (its markup,
 * React ids included, is exactly what its browser root hydrates). The dev server has no
 * prerender: the island is rendered in the browser from empty.
 */
export function Island({ name, html }: { name: IslandName; html?: string }) {
  return <div {...{ [ISLAND_ATTRIBUTE]: name }} dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }} />;
}

/** Tells the page the island's root has committed (the browser's root only: effects never run on the server). */
function ReportLive({ onLive }: { onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

interface IslandRootProps {
  component: ComponentType;
  /** The page's language. */
  language: LanguageCode;
  onLive?: () => void;
}

/** An island as a React root: the same element on the server and in the browser. */
export function IslandRoot({ component: Component, language, onLive }: IslandRootProps) {
  return (
    <StrictMode>
      <IslandProviders language={language}>
        <LanguageContext value={language}>
          <Component />
        </LanguageContext>
        <ReportLive onLive={onLive} />
      </IslandProviders>
    </StrictMode>
  );
}
