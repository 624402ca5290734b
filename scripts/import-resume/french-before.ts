/**
 * The French from before an import, for the texts JSON Resume has no field for (the greeting,
 * the footer line, the gallery's captions, the section headings, a borrowed project image's
 * description): today's translations/fr.ts when it holds French texts, else the newest one an
 * earlier import moved into the backups (an import in English only puts it there). A file from
 * before translations were keyed by id does not fit today's content, and is passed over.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { translationSchema } from '../../src/config/content-schema.ts';
import type { Translation } from '../../src/content/types.ts';
import { readContentExports } from './content-files.ts';

export const FRENCH_FILE = 'translations/fr.ts';

export interface FrenchBefore {
  translation: Translation;
  /** Where it was read, as the checklist names it. */
  file: string;
  /** Read from today's translations/fr.ts, not from a backup. */
  fromToday: boolean;
}

/** The French translation a content folder holds, if it holds one the content can take. */
function translationIn(dir: string): Translation | undefined {
  if (!existsSync(join(dir, FRENCH_FILE))) return undefined;
  const { fr } = readContentExports(dir, FRENCH_FILE);
  return translationSchema.safeParse(fr).success ? (fr as Translation) : undefined;
}

export function frenchBefore(contentDir: string, backupRoot: string): FrenchBefore | undefined {
  const today = translationIn(contentDir);
  if (today) return { translation: today, file: `src/content/${FRENCH_FILE}`, fromToday: true };
  // Backup folders are named by their time, so the newest sorts last.
  const backups = existsSync(backupRoot) ? readdirSync(backupRoot).sort().reverse() : [];
  for (const name of backups) {
    const translation = translationIn(join(backupRoot, name));
    if (translation) return { translation, file: join(backupRoot, name, FRENCH_FILE), fromToday: false };
  }
  return undefined;
}
