/**
 * The French resume (`--fr`) as translations/fr.ts: each imported entry's French filed under the
 * id the English one got, the two files' entries paired in order (./read-resume.ts has checked
 * that they pair up). The French resume goes through the same mappers as the English one, in
 * French words, so the two agree entry for entry. What JSON Resume has no field for comes from
 * the French from before (./content-files.ts), as the English content keeps it from before: the
 * greeting, the footer line, the gallery, the section headings, a borrowed image's description.
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
import { IMPORT_WORDS } from './mapping.ts';

const words = IMPORT_WORDS.fr;

export interface TranslationSources {
  /** The first language's content as imported, whole (today's gallery and page texts in it). */
  content: SiteContent;
  english: JsonResume;
  french: JsonResume;
  /**
   * The French from before is this owner's own: the resumes name the person today's content is
   * about, and the site shows that French today. Their own tagline and portrait description are
   * then kept in French as in English; else the French resume's label and a new description.
   */
  frenchIsOwners: boolean;
  /** Today's project cards, before the import: a project that borrowed a card's image borrows its French description too. */
  todayCards: SiteContent['projects'];
  /** The French from before, if there is any. */
  before?: Translation;
}

/** The French lists, each entry with the id of the first-language entry in its place. */
const inPlaceOf = (content: SiteContent, french: Partial<SiteContent>): Partial<SiteContent> =>
  Object.fromEntries(
    Object.entries(french).map(([part, entries]) => {
      const english = content[part as keyof SiteContent] as { id: unknown }[];
      return [part, (entries as object[]).map((entry, index) => ({ ...entry, id: english[index]!.id }))];
    }),
  );

/** A record without the entries whose key `keep` refuses (the French from before may hold entries the content no longer has). */
const only = <Value>(record: Readonly<Record<string, Value>> | undefined, keep: (key: string) => boolean): Record<string, Value> =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => keep(key)));

/** The profile's French: what the English took from the resume, from the French resume; what it kept from before, from the French before. */
function translatedProfile({ content, english, french, frenchIsOwners, before }: TranslationSources): Translation['profile'] {
  const { profile } = content;
  const frenchLabel = french.basics?.label?.trim() || undefined;
  const kept = before?.profile;
  // The French headline stands alone where the English one is made from the degree (the page makes none in French).
  const headline = frenchLabel ?? (profile.headline === undefined ? undefined : (kept?.headline ?? ''));
  return {
    greeting: kept?.greeting ?? '',
    // A new owner's tagline is the resume's label (./map-profile.ts).
    tagline: !frenchIsOwners && frenchLabel ? frenchLabel : (kept?.tagline ?? ''),
    summary: french.basics?.summary?.trim() || (kept?.summary ?? ''),
    location: locationLine(french.basics?.location) ?? (locationLine(english.basics?.location) ? profile.location : (kept?.location ?? '')),
    portraitAlt: frenchIsOwners ? (kept?.portraitAlt ?? '') : words.portraitAlt(profile.name),
    footerTagline: kept?.footerTagline ?? '',
    ...(headline === undefined ? {} : { headline }),
  };
}

/** The French project cards: each English card with its texts from the French resume, its image's description from the French before. */
function translatedProjects({ content, english, french, todayCards, before }: TranslationSources): SiteContent['projects'] {
  const frenchCards = importProjects(french, content.projects).value;
  return content.projects.map((card, index) => {
    const { title, description, technologies } = frenchCards[index]!;
    const borrowed = todayCard(english.projects![index]!.name!.trim(), index, todayCards).card;
    return { ...card, title, description, technologies, imageAlt: before?.projects[String(borrowed.id)]?.imageAlt ?? '' };
  });
}

type SkillTexts = Pick<Translation, 'skillNames' | 'skillGroupTitles'>;

/**
 * Each group's French title and each skill's French name, the French groups paired with the
 * English ones in order. Entries pair one for one (./read-resume.ts), but groups are gathered by
 * title: a French title written two ways in two entries makes one group two.
 */
function translatedSkills({ content, english, french, before }: TranslationSources): { value: SkillTexts; problems: ResumeProblem[] } {
  if (!english.skills?.length) {
    const inContent = (group: string) => group in content.skillGroups;
    return { value: { skillNames: only(before?.skillNames, inContent), skillGroupTitles: only(before?.skillGroupTitles, inContent) }, problems: [] };
  }
  const frenchSkills = importSkills(french, { skillGroups: {}, skillGroupTitles: {} }, words).value;
  const frenchGroups = Object.entries(frenchSkills.skillGroups);
  const shape = (groups: readonly (readonly unknown[])[]) => groups.map((skills) => skills.length).join(', ');
  const [ours, theirs] = [shape(Object.values(content.skillGroups)), shape(frenchGroups.map(([, skills]) => skills))];
  if (ours !== theirs) {
    const message = `the English skills make groups of ${ours} skills, the French ones of ${theirs}: write each group's title the same way wherever the French resume names it`;
    return { value: { skillNames: {}, skillGroupTitles: {} }, problems: [{ path: '$.skills', message }] };
  }
  const skillNames: Translation['skillNames'] = {};
  const skillGroupTitles: Translation['skillGroupTitles'] = {};
  Object.entries(content.skillGroups).forEach(([key, skills], index) => {
    const [frenchKey, frenchNames] = frenchGroups[index]!;
    skillGroupTitles[key] = frenchSkills.skillGroupTitles[frenchKey]!;
    skillNames[key] = Object.fromEntries(skills.map((skill, at) => [skill.name, frenchNames[at]!.name]));
  });
  return { value: { skillNames, skillGroupTitles }, problems: [] };
}

/**
 * The parts the import takes whole from the French from before keep the record of the texts they
 * were written for; the parts made from the French resume are written for today's texts.
 */
function stampedSources(content: SiteContent, english: JsonResume, before: Translation | undefined): Record<string, string> {
  const keptWhole: TranslationPart[] = ['gallery', 'pageText', ...(english.projects?.length ? [] : ['projects' as const]), ...(english.skills?.length ? [] : ['skillNames' as const, 'skillGroupTitles' as const])];
  const today = sourceHashes(textsOf(content));
  return Object.fromEntries(Object.entries(today).map(([part, hash]) => [part, keptWhole.includes(part as TranslationPart) ? (before?.sources[part] ?? hash) : hash]));
}

export function importTranslation(sources: TranslationSources): { value: Translation; problems: ResumeProblem[] } {
  const { content, english, french, before } = sources;
  // The site's own resume.json writes interests' titles alone: the same owner keeps the French line from before.
  const interests = importInterests(french, []).value.map((interest, index) => {
    const kept = sources.frenchIsOwners && !french.interests?.[index]?.keywords?.length ? before?.interests[content.interests[index]!.id]?.blurb : undefined;
    return kept ? { ...interest, blurb: kept } : interest;
  });
  const frenchContent: SiteContent = {
    ...content,
    profile: { ...content.profile, ...translatedProfile(sources) },
    projects: english.projects?.length ? translatedProjects(sources) : content.projects,
    ...inPlaceOf(content, { experience: importExperience(french, words).value, education: importEducation(french, words).value, interests, ...importOptionalKinds(french) }),
  };
  const skills = translatedSkills(sources);
  const value: Translation = {
    sources: stampedSources(content, english, before),
    ...textsOf(frenchContent),
    ...skills.value,
    // Kept whole from the French before, for the entries the content still has.
    ...(english.projects?.length ? {} : { projects: only(before?.projects, (id) => content.projects.some((project) => String(project.id) === id)) }),
    gallery: only(before?.gallery, (id) => content.gallery.some((item) => item.id === id)),
    // Nothing to fall back on: the build's check names each heading as missing.
    pageText: before?.pageText ?? ({} as Translation['pageText']),
  };
  return { value, problems: skills.problems };
}
