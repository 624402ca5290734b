import { FIRST_SCREEN_END_ATTRIBUTE, marked } from '@/config/page-seams.ts';

/**
 * Placed by a page right after its first screen (the header and the page's first section): the
 * build puts the link to the whole stylesheet here and inlines only the CSS of what comes
 * before, so the first screen arrives in the first round trip (scripts/vite/first-screen.ts).
 * An inert, empty `<template>` until then (and on the dev server, which has no such build step).
 */
export function FirstScreenEnd() {
  return <template {...marked(FIRST_SCREEN_END_ATTRIBUTE)} />;
}
