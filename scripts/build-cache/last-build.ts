/**
 * What `npm start` knows of the last build it made: the key of its inputs (site-inputs.ts), a
 * fingerprint of the dist/ it wrote, and its warnings. When both still match, nothing a build
 * reads has changed and nobody has touched dist/ since: `npm start` serves it as it is.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { readKept, writeWhole } from '../json-file.ts';
import { filesUnder } from '../project-files.ts';
import { CACHE_DIR } from './build-cache.ts';

export interface LastBuild {
  inputs: string;
  dist: string;
  warnings: string[];
}

const stampFile = (root: string) => join(root, CACHE_DIR, 'last-build.json');

/** Every file of the output folder with its size and time: any rebuild or edit changes it. */
export function distFingerprint(root: string, outDir = 'dist'): string {
  const dir = join(root, outDir);
  return filesUnder(dir)
    .map((file) => {
      const { size, mtimeMs } = statSync(join(dir, file));
      return `${file} ${size} ${mtimeMs}`;
    })
    .join('\n');
}

export function readLastBuild(root: string): LastBuild | null {
  return (readKept(stampFile(root)) as LastBuild | undefined) ?? null;
}

export function writeLastBuild(root: string, build: LastBuild): void {
  writeWhole(stampFile(root), JSON.stringify(build));
}

/** Whether dist/ is the build of exactly these inputs. */
export const isUpToDate = (root: string, inputs: string): boolean => {
  const last = readLastBuild(root);
  return last !== null && last.inputs === inputs && last.dist !== '' && last.dist === distFingerprint(root);
};
