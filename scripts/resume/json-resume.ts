/**
 * The resume as JSON Resume (the open standard resume tools, themes and job boards read and
 * write; schema `@jsonresume/schema` 1.3), drawn from the same content as the page and the PDF,
 * and checked as it is written against the model the import reads too (json-resume-model.ts).
 * Dates are `YYYY-MM`; an entry still going has no `endDate`, which is how the standard says
 * "current". Skills are listed one by one with their level and their group's title as keyword,
 * so nothing the page shows is lost. One per language of the site (`fr/resume.json` beside the
 * French page), the content and the skill levels in that language and the language's code in
 * `meta.lang`, where JSON Resume themes look for it. Pure: content and the site's address in, a
 * plain object out.
 */
import { wordsIn } from '../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { newestDatedFirst } from '../../src/lib/history/dated-entries.ts';
import { PRESENT } from '../../src/config/content-format.ts';
import type { Period } from '../../src/lib/history/period.ts';
import { byGraduation, newestFirst } from '../../src/lib/history/newest-first.ts';
import { FIRST_LANGUAGE, type SiteContent } from '../../src/lib/languages/site-content.ts';
import { skillGroupList } from '../../src/lib/skills/skill-group-list.ts';
import { ownerHeadline } from '../vite/seo/person-schema.ts';
import type { JsonResume } from './json-resume-model.ts';

/** What of the content the JSON Resume is made from: all of it but the gallery and the page's texts. */
type ResumeContent = Omit<SiteContent, 'gallery' | 'pageText'>;

/** The standard's names for the profile links the content may hold. */
const NETWORKS = { linkedin: 'LinkedIn', github: 'GitHub', instagram: 'Instagram' } as const;

const dates = (period: Period) => ({ startDate: period.start, ...(period.end === PRESENT ? {} : { endDate: period.end }) });

/** The sections whose list has anything in it: an optional kind's section appears only for an owner who has one. */
const withEntries = <Sections extends Record<string, unknown[]>>(sections: Sections): Partial<Sections> =>
  Object.fromEntries(Object.entries(sections).filter(([, list]) => list.length > 0)) as Partial<Sections>;

/** An entry's highlights, where it has any. */
const highlightsOf = (highlights: readonly string[] | undefined) => (highlights && highlights.length > 0 ? { highlights: [...highlights] } : {});

/**
 * `content` in `language` (the first language's unless told); `pageUrl`: the address of the page
 * in that language; `jsonUrl`: where this file itself is published; `caseStudies`: each project's
 * case study's address, by its id, a project's `url` where the owner gave it no link.
 */
export function jsonResume(content: ResumeContent, pageUrl: string, jsonUrl: string, language: LanguageCode = FIRST_LANGUAGE, caseStudies: ReadonlyMap<number, string> = new Map()) {
  const { profile } = content;
  const levels = wordsIn(language).skills.levels;
  const label = ownerHeadline(profile, content.education, language);
  return {
    basics: {
      name: profile.name,
      ...(label ? { label } : {}),
      email: profile.email,
      ...(profile.phone ? { phone: profile.phone } : {}),
      url: pageUrl,
      summary: profile.summary,
      location: { address: profile.location },
      profiles: Object.entries(NETWORKS).flatMap(([key, network]) => {
        const url = profile.social[key as keyof typeof NETWORKS];
        return url ? [{ network, url }] : [];
      }),
    },
    work: newestFirst(content.experience).map((entry) => ({
      name: entry.company,
      position: entry.title,
      ...dates(entry.period),
      summary: entry.description,
      ...highlightsOf(entry.highlights),
    })),
    education: byGraduation(content.education).map((entry) => ({
      institution: entry.institution,
      area: entry.degree,
      ...dates(entry.period),
      // Not among the standard's education fields, which it allows: the page's line about it, and its points.
      summary: entry.description,
      ...highlightsOf(entry.highlights),
    })),
    projects: content.projects.map((project) => {
      const url = project.links?.demo ?? project.links?.code ?? project.links?.writeUp ?? caseStudies.get(project.id);
      return { name: project.title, description: project.description, keywords: [...project.technologies], ...(url ? { url } : {}) };
    }),
    skills: skillGroupList(content.skillGroups, content.skillGroupTitles).flatMap((group) =>
      group.skills.map((skill) => ({ name: skill.name, level: levels[skill.level], keywords: [group.title] })),
    ),
    interests: content.interests.map((interest) => ({ name: interest.title })),
    // The optional kinds in the standard's own sections, newest first as the page lists them.
    ...withEntries({
      certificates: newestDatedFirst(content.certificates).map(({ name, date, issuer, url }) => ({ name, date, issuer, ...(url ? { url } : {}) })),
      awards: newestDatedFirst(content.awards).map(({ title, date, awarder, summary }) => ({ title, date, awarder, ...(summary ? { summary } : {}) })),
      publications: newestDatedFirst(content.publications).map(({ title, publisher, date, url, summary }) => ({
        name: title,
        publisher,
        releaseDate: date,
        ...(url ? { url } : {}),
        ...(summary ? { summary } : {}),
      })),
      languages: content.spokenLanguages.map(({ language: spoken, fluency }) => ({ language: spoken, fluency })),
    }),
    meta: { canonical: jsonUrl, version: 'v1.0.0', lang: language },
  } satisfies JsonResume;
}
