import { requestHydration } from '../boot/hydration-demand';
import { whenPageHydrated } from '@/lib/hydration/page-hydration';

/**
 * Notices are Mantine notifications, drawn by the React page: hydrate it if nobody has yet,
 * then load the code that shows the notice.
 */
export async function showOnPage<T>(load: () => Promise<T>): Promise<T> {
  requestHydration();
  const [module] = await Promise.all([load(), whenPageHydrated()]);
  return module;
}
