/**
 * An interest's icon, looked up by name in the whole Tabler set. Only the prerender (the server
 * bundle) and the tests import this: About is a static section, never hydrated, so no browser
 * module imports it and the set (thousands of icons) never reaches the client bundle. The
 * content check has already refused a name the set lacks (scripts/content/validate-content.ts).
 */
import * as icons from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { resolveIconName } from '@/lib/icons/icon-name.ts';

export function interestIcon(name: string): Icon {
  const set = icons as unknown as Record<string, Icon | undefined>;
  const icon = set[resolveIconName(name, Object.keys(set)) ?? ''];
  if (!icon) throw new Error(`No Tabler icon named "${name}" (the content check should have said so).`);
  return icon;
}
