/**
 * `certificates`, `awards` and `publications` become their own kinds (certificates.ts,
 * awards.ts, publications.ts), in the file's order, each date as written (`2024`, `2024-05` or
 * `2024-05-17`: the content takes JSON Resume's three forms). A file with none of a kind leaves
 * that kind empty. Each entry keeps today's id when today has one by the same words. So do the
 * languages the person speaks, the last optional kind (below).
 */
import type { Award, Certificate, Publication, SpokenLanguage } from '../../src/content/types.ts';
import { entryIds, idsByWords } from './mapping.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

/** A text field as the content holds it: trimmed, and left out when empty. */
const optional = <Key extends string>(key: Key, text: string | undefined): Partial<Record<Key, string>> =>
  text?.trim() ? ({ [key]: text.trim() } as Record<Key, string>) : {};

const certificateWords = (entry: { name: string; issuer: string }) => `${entry.name} ${entry.issuer}`;
const awardWords = (entry: { title: string; awarder: string }) => `${entry.title} ${entry.awarder}`;
const publicationWords = (entry: { title: string; publisher: string }) => `${entry.title} ${entry.publisher}`;

export function importCertificates(resume: JsonResume, today: readonly Certificate[] = []): Certificate[] {
  const entries = (resume.certificates ?? []).map((entry) => ({ ...entry, name: entry.name!.trim(), issuer: entry.issuer!.trim() }));
  const ids = entryIds(entries.map(certificateWords), idsByWords(today, certificateWords));
  return entries.map(({ name, issuer, date, url }, index) => ({ id: ids[index]!, name, issuer, date: date!.trim(), ...optional('url', url) }));
}

export function importAwards(resume: JsonResume, today: readonly Award[] = []): Award[] {
  const entries = (resume.awards ?? []).map((entry) => ({ ...entry, title: entry.title!.trim(), awarder: entry.awarder!.trim() }));
  const ids = entryIds(entries.map(awardWords), idsByWords(today, awardWords));
  return entries.map(({ title, awarder, date, summary }, index) => ({ id: ids[index]!, title, awarder, date: date!.trim(), ...optional('summary', summary) }));
}

export function importPublications(resume: JsonResume, today: readonly Publication[] = []): Publication[] {
  const entries = (resume.publications ?? []).map((entry) => ({ ...entry, title: entry.name!.trim(), publisher: entry.publisher!.trim() }));
  const ids = entryIds(entries.map(publicationWords), idsByWords(today, publicationWords));
  return entries.map(({ title, publisher, releaseDate, url, summary }, index) => ({
    id: ids[index]!,
    title,
    publisher,
    date: releaseDate!.trim(),
    ...optional('url', url),
    ...optional('summary', summary),
  }));
}

/**
 * `languages` (the languages the person speaks) become spoken-languages.ts, each with its
 * fluency exactly as written ("Native speaker", "Conversational"): the page shows the owner's
 * words, not a level. Not the languages the site is written in (languages.ts).
 */
export function importSpokenLanguages(resume: JsonResume, today: readonly SpokenLanguage[] = []): SpokenLanguage[] {
  const entries = (resume.languages ?? []).map((entry) => ({ language: entry.language!.trim(), fluency: entry.fluency!.trim() }));
  const ids = entryIds(entries.map((entry) => entry.language), idsByWords(today, (entry) => entry.language));
  return entries.map((entry, index) => ({ id: ids[index]!, ...entry }));
}
