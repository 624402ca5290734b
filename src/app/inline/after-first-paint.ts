/**
 * The one place that decides what happens after the first paint. index.html holds the page's
 * module and the manifest link in `<template data-after-first-paint>` (the build puts them there:
 * scripts/vite/inline-script.ts): nothing in the first view needs them, and on a slow phone
 * network any request made before the first paint competes with the page's own bytes. Once the
 * browser reports the first contentful paint (it does so after the frame is on screen):
 * 1. the manifest link joins the head and the page's module is imported (src/app/entry-client.tsx:
 *    islands on demand; after load, the background services);
 * 2. a first visit fetches the web font and draws in it once it is in (web-font.ts);
 * 3. off-screen static sections, skipping from the first paint, render whole before every jump
 *    (offscreen-sections.ts).
 */
import { importWithRetry } from '../../lib/lazy/import-with-retry.ts';
import { afterNextPaint, skipOffscreenSections } from './offscreen-sections.ts';
import { loadWebFont } from './web-font.ts';
import { AFTER_FIRST_PAINT_ATTRIBUTE } from '../../config/page-seams.ts';

/** A browser that never reports paints (or a page it never paints) still gets its module. */
const LATEST_START_MS = 3000;

/** Runs `then` (once) after the page's first contentful paint has been presented. */
export function whenFirstPainted(then: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(then);
  };
  // A tab opened in the background paints nothing until it is shown: start at once there.
  if (document.visibilityState === 'hidden') return start();
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    void afterNextPaint().then(start);
  }
  setTimeout(start, LATEST_START_MS);
}

const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** Puts the held tags to work: the manifest link into the head, the module imported (again, if the network failed it). */
export function releaseHeldTags(load = importModule): void {
  const held = document.querySelector<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT_ATTRIBUTE}]`);
  if (!held) return;
  held.remove();
  for (const tag of [...held.content.children]) {
    const moduleSource = tag.localName === 'script' ? tag.getAttribute('src') : null;
    if (moduleSource) void importWithRetry(() => load(new URL(moduleSource, document.baseURI).href));
    else document.head.append(tag);
  }
}

export function afterFirstPaint(): void {
  whenFirstPainted(() => {
    releaseHeldTags();
    void loadWebFont();
    skipOffscreenSections();
  });
}
