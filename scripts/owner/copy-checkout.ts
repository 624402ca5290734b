/**
 * A copy of a checkout to build with a change in it (another owner's content, an unused image),
 * node_modules linked rather than copied, the checkout itself never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** What a copy that is not a git checkout (the second-owner gate's) leaves out: installs and build output. */
const NOT_SOURCE = /^(?:\.git|node_modules|dist(?:-.*)?|\.ssr.*|test-results(?:-.*)?|playwright-report(?:-.*)?|coverage|\.mailbox|\.bench)$/;

function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (dir === root && NOT_SOURCE.test(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(root, path) : [relative(root, path)];
  });
}

/** The checkout's files: tracked and unignored ones in git, else every file but installs and output. */
function checkoutFiles(root: string): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed.status === 0 ? listed.stdout.split('\0').filter(Boolean) : sourceFiles(root);
}

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
