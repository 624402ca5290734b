/**
 * Part of the first-response script: the browser's and the installed app's title bar take the
 * page's background (`<meta name="theme-color">`), so the window and the header read as one
 * surface in either theme. It watches the root's colour-scheme attribute rather than hooking
 * the theme toggle: set before paint, switched by the toggle, another tab or the system.
 */
import { PAGE_BACKGROUND } from '../../config/theme-colors';

export function followThemeColor(): void {
  const root = document.documentElement;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  const follow = () => {
    meta.content = PAGE_BACKGROUND[root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light'];
  };
  follow();
  new MutationObserver(follow).observe(root, { attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
}
