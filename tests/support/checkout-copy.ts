/** A throwaway copy of this checkout (node_modules linked), to build with a change in it. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyCheckout as copyInto } from '../../scripts/owner/copy-checkout.ts';

export function copyCheckout(prefix: string, root = process.cwd()): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  copyInto(root, copy);
  return copy;
}

/** The URLs a built service worker precaches (vite-plugin-pwa's injected manifest). */
export function precachedUrls(serviceWorkerSource: string): string[] {
  return [...serviceWorkerSource.matchAll(/\{"revision":(?:null|"[^"]*"),"url":"([^"]+)"\}/g)].map((match) => match[1]!);
}
