/**
 * `certificates`, `awards` and `publications` become their own kinds (certificates.ts,
 * awards.ts, publications.ts), in the file's order, each date as written (`2024`, `2024-05` or
 * `2024-05-17`: the content takes JSON Resume's three forms). A file with none of a kind leaves
 * that kind empty. Each entry keeps today's id when today has one by the same words. So do the
 * languages the person speaks, the last optional kind (below).
 */
import type { Award, Certificate, Publication, SpokenLanguage } from '../../src/content/types.ts';
import { withIds } from './mapping.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';

/** A text field as the content holds it: trimmed, and left out when empty. */
const optional = <Key extends string>(key: Key, text: string | undefined): Partial<Record<Key, string>> =>
  text?.trim() ? ({ [key]: text.trim() } as Record<Key, string>) : {};

export const importCertificates = (resume: JsonResume, today: readonly Certificate[] = []): Certificate[] =>
  withIds(
    (resume.certificates ?? []).map(({ name, issuer, date, url }) => ({ name: name!.trim(), issuer: issuer!.trim(), date: date!.trim(), ...optional('url', url) })),
    today,
    (entry) => `${entry.name} ${entry.issuer}`,
  );

export const importAwards = (resume: JsonResume, today: readonly Award[] = []): Award[] =>
  withIds(
    (resume.awards ?? []).map(({ title, awarder, date, summary }) => ({ title: title!.trim(), awarder: awarder!.trim(), date: date!.trim(), ...optional('summary', summary) })),
    today,
    (entry) => `${entry.title} ${entry.awarder}`,
  );

export const importPublications = (resume: JsonResume, today: readonly Publication[] = []): Publication[] =>
  withIds(
    (resume.publications ?? []).map(({ name, publisher, releaseDate, url, summary }) => ({
      title: name!.trim(),
      publisher: publisher!.trim(),
      date: releaseDate!.trim(),
      ...optional('url', url),
      ...optional('summary', summary),
    })),
    today,
    (entry) => `${entry.title} ${entry.publisher}`,
  );

/**
 * `languages` (the languages the person speaks) become spoken-languages.ts, each with its
 * fluency exactly as written ("Native speaker", "Conversational"): the page shows the owner's
 * words, not a level. Not the languages the site is written in (languages.ts).
 */
export const importSpokenLanguages = (resume: JsonResume, today: readonly SpokenLanguage[] = []): SpokenLanguage[] =>
  withIds((resume.languages ?? []).map((entry) => ({ language: entry.language!.trim(), fluency: entry.fluency!.trim() })), today, (entry) => entry.language);
