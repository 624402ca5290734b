/**
 * An update must never throw away a message being typed. The switch to a new version can come
 * long after the visitor accepted it (the old worker finishing a slow send), so the reload that
 * follows it (src/app/background/service-worker-updates.ts) waits while any form on the page
 * holds unsent text, and happens once the form is sent (it clears itself) or emptied.
 */
function holdsUnsentText(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea')].some((field) => field.value.trim() !== '');
}

export function reloadWhenNothingUnsent(reload = () => window.location.reload()): void {
  if (holdsUnsentText()) setTimeout(() => reloadWhenNothingUnsent(reload), 1000);
  else reload();
}
