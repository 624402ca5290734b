/**
 * The owner's files that each hold one language, found by their names (`<code>.ts`) rather than
 * by a list that names every language, so a language is one file and one line of languages.ts.
 * Vite finds them with `import.meta.glob` wherever it builds the module (the page, its prerender,
 * vitest). Where nothing transforms the module (tsx scripts, Vite's own bundle of its config),
 * `import.meta.glob` is not there: the folder is read from disk and each file loaded through tsx.
 */

/** A glob's modules, by path: `{ '../../content/translations/fr.ts': { fr: {…} } }`. */
type Modules = Record<string, Record<string, unknown>>;

const CODE_OF_FILE = /(?:^|\/)([a-z]{2,3})\.ts$/;

/** The files of `path` (relative to this module, ending in `/`), loaded outside Vite, by path as a glob gives them. */
function modulesOnDisk(path: string): Modules {
  const folder = new URL(path, import.meta.url);
  const { existsSync, readdirSync } = process.getBuiltinModule('node:fs');
  const { createRequire } = process.getBuiltinModule('node:module');
  if (!existsSync(folder)) return {};
  const tsx = createRequire(import.meta.url)('tsx/cjs/api') as { require: (id: string, from: string) => Record<string, unknown> };
  const names = readdirSync(folder).filter((name) => CODE_OF_FILE.test(name));
  return Object.fromEntries(names.map((name) => [name, tsx.require(new URL(name, folder).pathname, import.meta.url)]));
}

/**
 * Each file's export `exportOf(code)` by its language code. `globbed` is the folder's
 * `import.meta.glob(…, { eager: true })` (written at the caller, as Vite needs it literal);
 * `folder` is the same folder relative to this module (a caller beside it), read from disk where
 * there is no glob. A plain string, so a bundle that never reads the files keeps nothing of the call.
 */
export function filesByLanguage<Export>(globbed: () => Modules, folder: string, exportOf: (code: string) => string): Partial<Record<string, Export>> {
  let modules: Modules;
  try {
    modules = globbed();
  } catch {
    modules = modulesOnDisk(folder);
  }
  return Object.fromEntries(
    Object.entries(modules).flatMap(([path, module]) => {
      const code = CODE_OF_FILE.exec(path)?.[1];
      return code === undefined ? [] : [[code, module[exportOf(code)] as Export | undefined]];
    }),
  );
}
