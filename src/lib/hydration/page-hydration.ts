/**
 * Whether the page's React code is live: <HydrationMarker /> reports it when the hydrated tree
 * commits. Everything the prerendered page shows hydrates in that one pass; a lazy section in
 * a Suspense boundary would hydrate later, in a pass of its own, and could even be re-rendered
 * from scratch under a held tap (boot/early-input.ts), so the page has none.
 */
let hydrated = false;
let resolveHydrated: () => void = () => {};
const hydration = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

export function markPageHydrated(): void {
  hydrated = true;
  resolveHydrated();
}

export function isPageHydrated(): boolean {
  return hydrated;
}

/** Resolves once the page has hydrated (it does not ask for hydration). */
export function whenPageHydrated(): Promise<void> {
  return hydration;
}
