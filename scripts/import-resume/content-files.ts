/**
 * The content files on disk: today's values read from their source, and the imported files
 * written, never losing the ones they replace: before a file is overwritten, today's version
 * is copied to a folder of its own under the backup folder,
 * named by the time (`.content-backup/2026-11-25T22-40-05Z/profile.ts`, a translation as
 * `…/translations/fr.ts`), unless `force` says not to. A file that would not change is not
 * touched, so a second import of the same resume writes nothing and backs up nothing.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { translationSchema } from '../../src/config/content-schema.ts';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { CONTENT_FILES } from '../content/content-exports.ts';
import { freeName } from './mapping.ts';

export interface WriteResult {
  /** The files whose text changed. */
  written: string[];
  /** Where today's versions of those files were copied; undefined when nothing was backed up. */
  backupDir?: string;
}

/** `2026-11-25T22:40:05.123Z` → `2026-11-25T22-40-05Z`: a folder name every system accepts, in time order. */
const stamp = (now: Date): string => now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

/**
 * `now`: the time the backup folder is named by (the clock's unless told). `setAside`: files
 * (`case-studies/fr/x.md`) the site no longer publishes, moved into the backup folder whole:
 * they are the owner's words, so they get a backup even with `force`.
 */
export function writeContentFiles(
  files: ReadonlyMap<string, string>,
  { contentDir, backupRoot, force, now = new Date(), setAside = [] }: { contentDir: string; backupRoot: string; force: boolean; now?: Date; setAside?: readonly string[] },
): WriteResult {
  const changed = [...files].filter(([name, text]) => {
    const path = join(contentDir, name);
    return !existsSync(path) || readFileSync(path, 'utf8') !== text;
  });
  if (changed.length === 0 && setAside.length === 0) return { written: [] };
  const existing = changed.map(([name]) => name).filter((name) => existsSync(join(contentDir, name)));
  const backedUp = [...(force ? [] : existing), ...setAside];
  let backupDir: string | undefined;
  if (backedUp.length > 0) {
    // A folder of its own for this run (a second run in the same second gets `-2`).
    backupDir = freeName(join(backupRoot, stamp(now)), existsSync);
    // cpSync makes the folders a file is copied into (the backup's translations/).
    for (const name of backedUp) cpSync(join(contentDir, name), join(backupDir, name));
  }
  for (const name of setAside) rmSync(join(contentDir, name));
  // A language's folder emptied by it goes too: the build would take it for a language with no case studies.
  for (const folder of new Set(setAside.map((name) => dirname(join(contentDir, name))))) {
    if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
  for (const [name, text] of changed) {
    mkdirSync(dirname(join(contentDir, name)), { recursive: true });
    writeFileSync(join(contentDir, name), text);
  }
  return { written: changed.map(([name]) => name), backupDir };
}

/**
 * Today's values of a content file, read from its source rather than imported: a module import
 * is cached for the life of the process, so a second import in the same run (a test, a watch)
 * would see the first one's values. Content files hold data and type imports only, so their
 * compiled text runs in an empty context.
 */
export function readContentExports(contentDir: string, fileName: string): Record<string, unknown> {
  const source = readFileSync(join(contentDir, fileName), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as Record<string, unknown> };
  try {
    runInNewContext(outputText, { module, exports: module.exports }, { filename: join(contentDir, fileName) });
  } catch (error) {
    throw new Error(`${fileName}: could not be read as a content file (data and type imports only): ${(error as Error).message}`);
  }
  return module.exports;
}

/**
 * A content folder's content (the page's first language) and its languages, each file read from
 * its source (a folder from before the optional kinds were added has none of them). The accent
 * is no part of the content the import makes: it stays as it is, unread.
 */
export function readContent(contentDir: string): SiteContent & { languages: SiteLanguage[] } {
  const files = [...new Set(CONTENT_FILES.filter(({ exportName }) => exportName !== 'accent').map(({ file }) => file)), 'languages.ts'];
  const exports = files.map((file) => (existsSync(join(contentDir, file)) ? readContentExports(contentDir, file) : {}));
  return Object.assign({ experience: [], education: [], interests: [], certificates: [], awards: [], publications: [], spokenLanguages: [], languages: [] }, ...exports);
}

/**
 * A language's translation from before an import, for the texts JSON Resume has no field for
 * (the greeting, the footer line, the gallery's captions, the section headings, a borrowed
 * project image's description): today's translations/<code>.ts when it holds texts, else the
 * newest one an earlier import moved into the backups (an import without that language puts it
 * there). A file from before translations were keyed by id does not fit today's content, and is
 * passed over.
 */

/** `es` → `translations/es.ts`: where a language's texts are, under the content folder. */
export const translationFile = (code: string): string => `translations/${code}.ts`;

/** The languages the content folder has a translation file of. */
export const translationCodes = (contentDir: string): string[] =>
  existsSync(join(contentDir, 'translations')) ? readdirSync(join(contentDir, 'translations')).flatMap((name) => /^([a-z]{2,3})\.ts$/.exec(name)?.[1] ?? []) : [];

export interface TranslationBefore {
  translation: Translation;
  /** Where it was read, as the checklist names it. */
  file: string;
  /** Read from today's translations/<code>.ts, not from a backup. */
  fromToday: boolean;
}

/** The translation into `code` a content folder holds, if it holds one the content can take. */
function translationIn(dir: string, code: string): Translation | undefined {
  if (!existsSync(join(dir, translationFile(code)))) return undefined;
  const texts = readContentExports(dir, translationFile(code))[code];
  return translationSchema.safeParse(texts).success ? (texts as Translation) : undefined;
}

export function translationBefore(contentDir: string, backupRoot: string, code: string): TranslationBefore | undefined {
  // Today's first, then the backups from the newest (their folders are named by their time, so the newest sorts last).
  const backups = existsSync(backupRoot) ? readdirSync(backupRoot).sort().reverse().map((name) => join(backupRoot, name)) : [];
  for (const dir of [contentDir, ...backups]) {
    const translation = translationIn(dir, code);
    const fromToday = dir === contentDir;
    if (translation) return { translation, file: fromToday ? `src/content/${translationFile(code)}` : join(dir, translationFile(code)), fromToday };
  }
  return undefined;
}
