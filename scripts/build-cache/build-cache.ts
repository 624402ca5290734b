/**
 * The build's cache of what does not change from one build to the next: each entry is the
 * output files of one step, filed under a key made from that step's inputs (the bytes of every
 * file it reads, and the settings it depends on). A changed input is a new key, so an entry can
 * only ever be served for the inputs that made it. It lives in node_modules/.cache/portfolio
 * (beside vite-imagetools' image sizes in node_modules/.cache/imagetools); deleting
 * node_modules/.cache clears both, and PORTFOLIO_CACHE=off builds without it.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { filesAt } from '../project-files.ts';

export const CACHE_DIR = join('node_modules', '.cache', 'portfolio');
/** Entries kept per step: a few, so switching between settings (PORT, a test build) stays fast. */
const KEPT_PER_STEP = 6;

/**
 * A key for a step's inputs: every file under `paths` (folders walked; a missing path counts as
 * absent), name and bytes, and `settings` (JSON). Any changed byte or setting changes it.
 */
export function inputKey(root: string, paths: string[], settings: unknown = null, skip: (file: string) => boolean = () => false): string {
  const hash = createHash('sha256').update(JSON.stringify(settings));
  for (const file of [...new Set(paths.flatMap((path) => filesAt(root, path)))].filter((file) => !skip(file))) {
    hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 32);
}

export const cacheEnabled = (env: Record<string, string | undefined> = process.env): boolean => env.PORTFOLIO_CACHE?.trim() !== 'off';

interface Entry {
  /** What the step printed when it ran, printed again when its entry is served. */
  log: string;
}

/**
 * `outputs` (paths relative to `root`, or absolute: `--out` may name a folder anywhere) as the
 * step made them for `key`: copied from the cache when an entry is there, else made by `make`
 * (which returns what it printed) and filed.
 */
export async function cachedStep(
  root: string,
  step: string,
  key: string,
  outputs: string[],
  make: () => Promise<string>,
): Promise<{ served: boolean; log: string }> {
  const stepDir = join(root, CACHE_DIR, step);
  const entryDir = join(stepDir, key);
  const entryFile = join(entryDir, 'entry.json');
  if (cacheEnabled() && existsSync(entryFile) && outputs.every((_, index) => existsSync(join(entryDir, String(index))))) {
    outputs.forEach((output, index) => {
      mkdirSync(dirname(resolve(root, output)), { recursive: true });
      copyFileSync(join(entryDir, String(index)), resolve(root, output));
    });
    return { served: true, log: (JSON.parse(readFileSync(entryFile, 'utf8')) as Entry).log };
  }
  const log = await make();
  if (!cacheEnabled()) return { served: false, log };
  rmSync(entryDir, { recursive: true, force: true });
  mkdirSync(entryDir, { recursive: true });
  outputs.forEach((output, index) => copyFileSync(resolve(root, output), join(entryDir, String(index))));
  // Written last: an entry without it (a build stopped halfway) is never served.
  writeFileSync(entryFile, JSON.stringify({ log } satisfies Entry));
  prune(stepDir);
  return { served: false, log };
}

/** Keeps the step's newest entries. */
function prune(stepDir: string): void {
  const entries = readdirSync(stepDir)
    .map((name) => ({ name, made: statSync(join(stepDir, name)).mtimeMs }))
    .sort((a, b) => b.made - a.made);
  for (const { name } of entries.slice(KEPT_PER_STEP)) rmSync(join(stepDir, name), { recursive: true, force: true });
}
