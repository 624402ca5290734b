/**
 * Files the build keeps for itself (its caches, the last build's stamp): read as a miss when
 * missing or unreadable, and written whole, then moved in place, so that a stopped build, or
 * another one writing at once (a copy of the checkout links this one's node_modules, and so its
 * caches), never leaves half a file for the next to read.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The file's JSON, or undefined: missing, or unreadable (half written, or broken). */
export function readKept(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

export function writeWhole(path: string, text: string): void {
  const partial = `${path}.${process.pid}.partial`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(partial, text);
  renameSync(partial, path);
}
