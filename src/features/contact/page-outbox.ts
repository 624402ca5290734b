/**
 * The page's one contact outbox (page-side.ts's `openPageOutbox`), created on first use by whichever asks first:
 * the form, whose Send can come before load, or the page's background start after load
 * (src/app/background/start-background-services.ts), which starts its retries and notices. Its
 * code is a chunk of its own, loaded then, and again once online if it cannot load yet. Nothing
 * asks for it while rendering, so the prerender never creates one.
 */
import { importWithRetry } from '@/lib/lazy/import-with-retry.ts';
import type { PageOutbox } from './page-side.ts';

let created: Promise<PageOutbox> | undefined;

export function pageOutbox(): Promise<PageOutbox> {
  created ??= importWithRetry(() => import('./page-side.ts')).then((module) => module.openPageOutbox());
  return created;
}
