/**
 * `languages` (the languages the person speaks) become spoken-languages.ts, each with its
 * fluency exactly as written ("Native speaker", "Conversational"): the page shows the owner's
 * words, not a level. Not the languages the site is written in (languages.ts).
 */
import type { SpokenLanguage } from '../../src/content/types.ts';
import { entryIds, idsByWords } from './entry-ids.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

export function importSpokenLanguages(resume: JsonResume, today: readonly SpokenLanguage[] = []): SpokenLanguage[] {
  const entries = (resume.languages ?? []).map((entry) => ({ language: entry.language!.trim(), fluency: entry.fluency!.trim() }));
  const ids = entryIds(entries.map((entry) => entry.language), idsByWords(today, (entry) => entry.language));
  return entries.map((entry, index) => ({ id: ids[index]!, ...entry }));
}
