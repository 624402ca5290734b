/**
 * The project's own import graph, read from the source text (static `import … from`, `export …
 * from` and `import('…')` of relative or `@/` paths), for the tests that keep the docs' file
 * lists true to the code.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** A specifier as written in `file` → the project file it names (relative to ROOT), or null (a package, a CSS file…). */
function resolveImport(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(ROOT, path.dirname(file), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return path.relative(ROOT, candidate);
  }
  return null;
}

/** The project files `file` (relative to ROOT) imports, type-only imports included. */
export function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found = new Set<string>();
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    const resolved = resolveImport(file, specifier!);
    if (resolved) found.add(resolved);
  }
  return [...found];
}

/** Every file reachable from `entries`, following imports only into files `follow` accepts. */
export function closure(entries: string[], follow: (file: string) => boolean): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of importsOf(file)) if (follow(imported) && !seen.has(imported)) queue.push(imported);
  }
  return [...seen].sort();
}
