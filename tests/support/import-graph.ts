/**
 * The project's own import graph, read from the source text (static `import … from`, `export …
 * from` and `import('…')` of relative or `@/` paths), for the tests that keep the docs' file
 * lists true to the code, and for the test that keeps src/'s layers one way (folder arrows, circles).
 */
import { execFileSync } from 'node:child_process';
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

/** The folder of `src/` a file of src/ stands in: `src/lib/theme/x.ts` → `lib`. */
export const srcFolderOf = (file: string): string => file.split('/')[1]!;

/** Every module under `folders` that ships, builds or runs (tests and the test kit aside), from git's list of files. */
export function srcModules(folders = ['src']): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...folders], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => /\.(?:tsx?|cjs)$/.test(file) && !file.endsWith('.d.ts') && !/\.(test|spec)\.tsx?$/.test(file) && !file.startsWith('src/test-utils/') && existsSync(path.join(ROOT, file)))
    .sort();
}

/** Each import of `files` that crosses from one folder of src/ to another, as `from → to`. */
export function folderArrows(files: string[]): Map<string, string[]> {
  const arrows = new Map<string, string[]>();
  for (const file of files) {
    for (const imported of importsOf(file)) {
      if (!imported.startsWith('src/') || srcFolderOf(imported) === srcFolderOf(file)) continue;
      const arrow = `${srcFolderOf(file)} → ${srcFolderOf(imported)}`;
      arrows.set(arrow, [...(arrows.get(arrow) ?? []), `${file} → ${imported}`]);
    }
  }
  return arrows;
}

/** The import circles among `files` (type-only imports included): each a group of files that reach each other. */
export function circles(files: string[]): string[][] {
  const within = new Set(files);
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((imported) => within.has(imported))]));
  // Tarjan's strongly connected components: a group of two files or more is a circle.
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    for (const next of edges.get(file)!) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (stack.includes(next)) lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return found;
}
