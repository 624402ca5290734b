/**
 * A copy of a checkout to build with a change in it (another owner's content, an unused image),
 * node_modules linked rather than copied, the checkout itself never touched.
 */
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkoutFiles } from '../project-files.ts';

/** Copies the checkout at `root` into the folder `copy` (made if missing). */
export function copyCheckout(root: string, copy: string): void {
  mkdirSync(copy, { recursive: true });
  for (const file of checkoutFiles(root)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(copy, file));
    } catch (error) {
      // A file deleted but not yet committed is listed and absent.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
}
