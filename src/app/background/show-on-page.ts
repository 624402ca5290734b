/**
 * Notices (the update prompt, outbox news) are Mantine notifications. They live in a React root
 * of their own, added to the page the first time there is something to show, so a visit with
 * nothing to announce never loads their code.
 */
let container: Promise<void> | null = null;

function mountNotifications(): Promise<void> {
  container ??= import('./mount-notifications').then(({ mountNotifications: mount }) => mount());
  return container;
}

export async function showOnPage<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), mountNotifications()]);
  return module;
}
