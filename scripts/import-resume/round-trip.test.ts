/**
 * A round trip that loses nothing: the resume.json a site publishes (scripts/resume/json-resume.ts,
 * `resume.json` and `fr/resume.json`), imported back into a copy of the same content with
 * `--fr`, gives back the same content, every file, in both languages. Lists are compared as sets:
 * resume.json lists entries newest first, and the page sorts them by date whatever their order.
 * On today's owner, and on a site imported from a resume with every section, whose own resume.json
 * holds every section the imported file had, references aside.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import { translateContent, type SiteContent } from '../../src/lib/languages/site-content.ts';
import { contentIn, copyOfContent, fixtureText, seedFrench, type ContentCopy } from '../../tests/support/content-copy.ts';
import { jsonResume } from '../resume/json-resume.ts';
import { importResume } from './import-resume.ts';
import { caseStudyFiles, caseStudySlug } from './case-studies.ts';

const SITE = 'https://example.org/portfolio/';
const NOW = new Date('2026-05-06T07:08:09Z');

/**
 * The files a site publishes, as the build writes them: its first language's, and the French
 * page's where French is a further language, each project without links given its case study's
 * address where it has one.
 */
function publishedResumes(content: SiteContent, languages: readonly SiteLanguage[], french: Translation | undefined, contentDir: string) {
  const withFrench = french && languages.slice(1).some(({ code }) => code === 'fr');
  const caseStudies = (page: string, language: string) =>
    new Map(caseStudyFiles(contentDir).filter(({ file }) => file.startsWith(`case-studies/${language}/`)).map((study) => [study.project as number, `${page}projects/${caseStudySlug(study)}/`]));
  const first = languages[0]!.code;
  return {
    first: JSON.stringify(jsonResume(content, SITE, `${SITE}resume.json`, first, caseStudies(SITE, first))),
    french: withFrench ? JSON.stringify(jsonResume(translateContent(content, french), `${SITE}fr/`, `${SITE}fr/resume.json`, 'fr', caseStudies(`${SITE}fr/`, 'fr'))) : undefined,
  };
}

/** A list as a set: its entries in one order, whatever order they were written in. */
const asSet = (list: readonly unknown[]) => list.map((entry) => JSON.stringify(entry)).sort();

/** Content to compare: each list as a set, everything else as it is. */
const comparable = (content: SiteContent) =>
  Object.fromEntries(Object.entries(content).map(([part, value]) => [part, Array.isArray(value) && part !== 'projects' ? asSet(value) : value]));

/** Imports the site's own resume.json (and fr/resume.json, where it has French) into a copy of its content, and reads both back. */
function roundTrip(contentDir?: string) {
  const originalDir = contentDir ?? copyOfContent().contentDir;
  const original = contentIn(originalDir);
  const copy = copyOfContent(contentDir);
  const published = publishedResumes(original.content, original.languages, original.french, originalDir);
  const outcome = importResume(published.first, { ...copy, force: false, now: NOW, ...(published.french ? { also: [{ code: 'fr', text: published.french }] } : {}) });
  return { original, outcome, published, copy, back: contentIn(copy.contentDir) };
}

describe("today's owner's resume.json, imported back", { timeout: 30_000 }, () => {
  let trip: ReturnType<typeof roundTrip>;
  beforeAll(() => {
    trip = roundTrip();
  }, 30_000);

  it('gives back the same content, file for file', () => {
    expect(trip.outcome.ok).toBe(true);
    expect(comparable(trip.back.content)).toEqual(comparable(trip.original.content));
    expect(trip.back.languages).toEqual(trip.original.languages);
  });

  it('gives back the same translation, where the site has a French page beside its first', () => {
    if (trip.published.french) expect(trip.back.french).toEqual(trip.original.french);
    else expect(trip.back.french).toBeUndefined();
  });
});

describe('a site imported from a resume with every section', { timeout: 30_000 }, () => {
  let imported: ContentCopy;
  let content: SiteContent;
  let languages: SiteLanguage[];
  let trip: ReturnType<typeof roundTrip>;

  beforeAll(() => {
    imported = copyOfContent();
    // The French of what JSON Resume has no field for, whatever languages the owner's own site has.
    seedFrench(imported.contentDir);
    const outcome = importResume(fixtureText('every-section.json'), { ...imported, also: [{ code: 'fr', text: fixtureText('every-section.fr.json') }], force: false, now: NOW });
    expect(outcome.ok).toBe(true);
    ({ content, languages } = contentIn(imported.contentDir));
    trip = roundTrip(imported.contentDir);
  }, 30_000);

  it('publishes a resume.json that holds every section the imported file had, references aside', () => {
    const file = JSON.parse(fixtureText('every-section.json'));
    const published = JSON.parse(trip.published.first);
    const sections = Object.keys(file).filter((section) => !['$schema', 'meta', 'references', 'volunteer'].includes(section));
    expect(Object.keys(published)).toEqual(expect.arrayContaining(sections));
    for (const section of sections.filter((name) => Array.isArray(file[name]) && !['skills', 'work'].includes(name))) expect(published[section], section).toHaveLength(file[section].length);
    // Volunteer roles are on the work timeline, so in resume.json's work.
    expect(published.work.map((job: { position: string }) => job.position).sort()).toEqual([...file.work, ...file.volunteer].map((job: { position: string }) => job.position).sort());
    expect(published.skills.map((skill: { name: string }) => skill.name).sort()).toEqual(file.skills.flatMap((group: { keywords: string[] }) => group.keywords).sort());
  });

  it('gives back the same content and the same French when that resume.json is imported back', () => {
    expect(trip.outcome.ok).toBe(true);
    expect(comparable(trip.back.content)).toEqual(comparable(content));
    expect(trip.back.languages).toEqual(languages);
    expect(trip.back.french).toEqual(trip.original.french);
  });
});
