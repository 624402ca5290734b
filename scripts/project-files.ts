/**
 * Which files a folder or a checkout holds, walked one way for everyone who lists them: the
 * build cache's keys, the sample check, the unused-image check and the second owner's copy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Installs, outputs and tools' folders at a checkout's root, never its source (as .gitignore says), for a copy without git. */
const NOT_SOURCE = /^(?:\.git|node_modules|dist.*|\.ssr.*|test-results.*|playwright-report.*|coverage|\.mailbox|\.bench|\.outside-data)$/;

/** Every file below `dir`, as `/`-separated paths relative to it, sorted; none when it is missing. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** `path` under `root`, a file or every file of a folder, as paths relative to `root`; none when it is missing. */
export function filesAt(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  return statSync(full).isDirectory() ? filesUnder(full).map((file) => `${path}/${file}`) : [path];
}

/** A checkout's files as git lists them (tracked and new, not ignored), else every file but its installs and outputs. */
export function checkoutFiles(root: string): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status === 0) return listed.stdout.split('\0').filter(Boolean);
  return readdirSync(root)
    .filter((name) => !NOT_SOURCE.test(name))
    .flatMap((name) => filesAt(root, name));
}
