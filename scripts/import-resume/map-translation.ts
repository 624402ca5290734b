/**
 * A resume in a further language (`--also es`) as translations/<code>.ts: each imported entry's
 * translation filed under the id the first resume's entry got, the two files' entries paired in
 * order (./read-resume.ts has checked that they pair up). The resume goes through the same
 * mappers as the first one, in its own language's words, so the two agree entry for entry. What
 * JSON Resume has no field for comes from that language's translation from before
 * (./content-files.ts), as the first language's content keeps it from before: the greeting, the
 * footer line, the gallery, the section headings, a borrowed image's description.
 */
import type { Translation } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { sourceHashes, textsOf, type TranslationPart } from '../content/translations.ts';
import { importEducation, importExperience, importOptionalKinds } from './map-entries.ts';
import { importInterests } from './map-interests.ts';
import { locationLine } from './map-profile.ts';
import { importProjects, todayCard } from './map-projects.ts';
import { importSkills } from './map-skills.ts';
import type { JsonResume } from '../resume/json-resume-model.ts';
import type { ResumeProblem } from './read-resume.ts';
import { IMPORT_WORDS, languageName } from './mapping.ts';
import type { ProductLanguage } from '../../src/config/language-codes.ts';

export interface TranslationSources {
  /** The first language's content as imported, whole (today's gallery and page texts in it). */
  content: SiteContent;
  /** The first language's and its own: the resumes' languages. */
  codes: readonly [first: ProductLanguage, own: ProductLanguage];
  first: JsonResume;
  /** The resume in this translation's language. */
  resume: JsonResume;
  /**
   * The translation from before is this owner's own: the resumes name the person today's content
   * is about, and the site shows that language today. Their own tagline and portrait description
   * are then kept in it as in the first language; else the resume's label and a new description.
   */
  isOwners: boolean;
  /** Today's project cards, before the import: a project that borrowed a card's image borrows its translated description too. */
  todayCards: SiteContent['projects'];
  /** The translation from before, if there is any. */
  before?: Translation;
}

/** The translated lists, each entry with the id of the first-language entry in its place. */
const inPlaceOf = (content: SiteContent, translated: Partial<SiteContent>): Partial<SiteContent> =>
  Object.fromEntries(
    Object.entries(translated).map(([part, entries]) => {
      const first = content[part as keyof SiteContent] as { id: unknown }[];
      return [part, (entries as object[]).map((entry, index) => ({ ...entry, id: first[index]!.id }))];
    }),
  );

/** A record without the entries whose key `keep` refuses (the translation from before may hold entries the content no longer has). */
const only = <Value>(record: Readonly<Record<string, Value>> | undefined, keep: (key: string) => boolean): Record<string, Value> =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => keep(key)));

/** The profile's translation: what the first language took from its resume, from this one; what it kept from before, from the translation before. */
function translatedProfile({ content, codes, first, resume, isOwners, before }: TranslationSources): Translation['profile'] {
  const { profile } = content;
  const label = resume.basics?.label?.trim() || undefined;
  const kept = before?.profile;
  // The translated headline stands alone where the first one is made from the degree (the page makes one in English only).
  const headline = label ?? (profile.headline === undefined ? undefined : (kept?.headline ?? ''));
  return {
    greeting: kept?.greeting ?? '',
    // A new owner's tagline is the resume's label (./map-profile.ts).
    tagline: !isOwners && label ? label : (kept?.tagline ?? ''),
    summary: resume.basics?.summary?.trim() || (kept?.summary ?? ''),
    location: locationLine(resume.basics?.location) ?? (locationLine(first.basics?.location) ? profile.location : (kept?.location ?? '')),
    portraitAlt: isOwners ? (kept?.portraitAlt ?? '') : IMPORT_WORDS[codes[1]].portraitAlt(profile.name),
    footerTagline: kept?.footerTagline ?? '',
    ...(headline === undefined ? {} : { headline }),
  };
}

/** The translated project cards: each first-language card with its texts from this resume, its image's description from the translation before. */
function translatedProjects({ content, first, resume, todayCards, before }: TranslationSources): SiteContent['projects'] {
  const cards = importProjects(resume, content.projects).value;
  return content.projects.map((card, index) => {
    const { title, description, technologies } = cards[index]!;
    const borrowed = todayCard(first.projects![index]!.name!.trim(), index, todayCards).card;
    return { ...card, title, description, technologies, imageAlt: before?.projects[String(borrowed.id)]?.imageAlt ?? '' };
  });
}

type SkillTexts = Pick<Translation, 'skillNames' | 'skillGroupTitles'>;

/**
 * Each group's translated title and each skill's translated name, the groups paired with the
 * first language's in order. Entries pair one for one (./read-resume.ts), but groups are gathered
 * by title: a title written two ways in two entries makes one group two.
 */
function translatedSkills({ content, codes, first, resume, before }: TranslationSources): { value: SkillTexts; problems: ResumeProblem[] } {
  if (!first.skills?.length) {
    const inContent = (group: string) => group in content.skillGroups;
    return { value: { skillNames: only(before?.skillNames, inContent), skillGroupTitles: only(before?.skillGroupTitles, inContent) }, problems: [] };
  }
  const translated = importSkills(resume, { skillGroups: {}, skillGroupTitles: {} }, IMPORT_WORDS[codes[1]]).value;
  const groups = Object.entries(translated.skillGroups);
  const shape = (groups: readonly (readonly unknown[])[]) => groups.map((skills) => skills.length).join(', ');
  const [ours, theirs] = [shape(Object.values(content.skillGroups)), shape(groups.map(([, skills]) => skills))];
  if (ours !== theirs) {
    const [firstName, name] = codes.map(languageName);
    const message = `the ${firstName} skills make groups of ${ours} skills, the ${name} ones of ${theirs}: write each group's title the same way wherever the ${name} resume names it`;
    return { value: { skillNames: {}, skillGroupTitles: {} }, problems: [{ path: '$.skills', message }] };
  }
  const skillNames: Translation['skillNames'] = {};
  const skillGroupTitles: Translation['skillGroupTitles'] = {};
  Object.entries(content.skillGroups).forEach(([key, skills], index) => {
    const [translatedKey, names] = groups[index]!;
    skillGroupTitles[key] = translated.skillGroupTitles[translatedKey]!;
    skillNames[key] = Object.fromEntries(skills.map((skill, at) => [skill.name, names[at]!.name]));
  });
  return { value: { skillNames, skillGroupTitles }, problems: [] };
}

/**
 * The parts the import takes whole from the translation from before keep the record of the texts
 * they were written for; the parts made from the resume are written for today's texts.
 */
function stampedSources(content: SiteContent, first: JsonResume, before: Translation | undefined): Record<string, string> {
  const keptWhole: TranslationPart[] = ['gallery', 'pageText', ...(first.projects?.length ? [] : ['projects' as const]), ...(first.skills?.length ? [] : ['skillNames' as const, 'skillGroupTitles' as const])];
  const today = sourceHashes(textsOf(content));
  return Object.fromEntries(Object.entries(today).map(([part, hash]) => [part, keptWhole.includes(part as TranslationPart) ? (before?.sources[part] ?? hash) : hash]));
}

export function importTranslation(sources: TranslationSources): { value: Translation; problems: ResumeProblem[] } {
  const { content, codes, first, resume, before } = sources;
  const words = IMPORT_WORDS[codes[1]];
  // The site's own resume.json writes interests' titles alone: the same owner keeps the line from before.
  const interests = importInterests(resume, []).value.map((interest, index) => {
    const kept = sources.isOwners && !resume.interests?.[index]?.keywords?.length ? before?.interests[content.interests[index]!.id]?.blurb : undefined;
    return kept ? { ...interest, blurb: kept } : interest;
  });
  const translated: SiteContent = {
    ...content,
    profile: { ...content.profile, ...translatedProfile(sources) },
    projects: first.projects?.length ? translatedProjects(sources) : content.projects,
    ...inPlaceOf(content, { experience: importExperience(resume, words).value, education: importEducation(resume, words).value, interests, ...importOptionalKinds(resume) }),
  };
  const skills = translatedSkills(sources);
  const value: Translation = {
    sources: stampedSources(content, first, before),
    ...textsOf(translated),
    ...skills.value,
    // Kept whole from the translation before, for the entries the content still has.
    ...(first.projects?.length ? {} : { projects: only(before?.projects, (id) => content.projects.some((project) => String(project.id) === id)) }),
    gallery: only(before?.gallery, (id) => content.gallery.some((item) => item.id === id)),
    // Nothing to fall back on: the build's check names each heading as missing.
    pageText: before?.pageText ?? ({} as Translation['pageText']),
  };
  return { value, problems: skills.problems };
}
