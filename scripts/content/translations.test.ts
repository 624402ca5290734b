import { describe, expect, it } from 'vitest';
import { languages } from '../../src/content/languages.ts';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import { firstLanguageContent, TRANSLATIONS } from '../../src/lib/languages/site-content.ts';
import * as fixture from '../../tests/fixtures/every-kind.ts';
import { checkSiteLanguages, sourceHashes, textsOf } from './translations.ts';

const { experience, education, certificates, awards, publications, spokenLanguages } = fixture;
const everyKind = { experience, education, certificates, awards, publications, spokenLanguages };

const french: SiteLanguage = { code: 'fr', tag: 'fr-CA' };
const english: SiteLanguage = { code: 'en', tag: 'en-CA' };
/**
 * A complete translation of whatever content this checkout holds (its texts, each marked as
 * translated), so the checks run on any owner's content, one language or two.
 */
const written: Translation = (() => {
  const texts = textsOf(firstLanguageContent);
  const translated = JSON.parse(JSON.stringify(texts), (_key, value: unknown) => (typeof value === 'string' ? `[fr] ${value}` : value)) as typeof texts;
  return { sources: sourceHashes(texts), ...translated };
})();
/** A deep copy of a complete translation, to break. */
const frenchCopy = (): Translation => structuredClone(written);
const check = (translation: unknown, list = [english, french], content = firstLanguageContent) =>
  checkSiteLanguages(list, { fr: translation }, content);

/** The checkout's content with every optional kind in it (tests/fixtures/every-kind.ts), and its complete translation. */
const withEveryKind = { ...firstLanguageContent, ...everyKind };
const everyKindWritten = (): Translation => {
  const texts = textsOf(withEveryKind);
  const translated = JSON.parse(JSON.stringify(texts), (_key, value: unknown) => (typeof value === 'string' ? `[fr] ${value}` : value)) as typeof texts;
  return { sources: sourceHashes(texts), ...translated };
};

describe("the build's check of the site's languages", () => {
  it("passes this checkout's own languages and texts, warning only of a translation it does not list", () => {
    const { problems, warnings } = checkSiteLanguages(languages, TRANSLATIONS, firstLanguageContent);
    expect(problems).toEqual([]);
    expect(warnings.filter((warning) => !warning.includes('is ignored: languages.ts does not list its language'))).toEqual([]);
  });

  it('passes a complete translation, with no warning', () => {
    expect(check(frenchCopy())).toEqual({ problems: [], warnings: [] });
  });

  it('stops on a text left out, naming the file, the field and the language', () => {
    const translation = frenchCopy();
    const [id] = Object.keys(translation.projects);
    delete (translation.projects[id!] as Partial<Translation['projects'][string]>).description;
    expect(id).toBeDefined();
    expect(check(translation).problems).toEqual([expect.stringMatching(new RegExp(`^translations/fr\\.ts: projects\\.${id}\\.description: has no fr text`))]);
  });

  it('stops on an empty or blank text', () => {
    const translation = frenchCopy();
    const [photo] = firstLanguageContent.gallery;
    translation.pageText.contact.title = '  ';
    translation.gallery[photo!.id]!.alt = '';
    expect(check(translation).problems).toEqual([
      expect.stringMatching(new RegExp(`^translations/fr\\.ts: gallery\\.${photo!.id}\\.alt: has no fr text`)),
      expect.stringMatching(/^translations\/fr\.ts: pageText\.contact\.title: has no fr text/),
    ]);
  });

  it('stops on an entry of the content with no translation, naming the content file and its id once', () => {
    const translation = frenchCopy();
    const [entry] = firstLanguageContent.gallery;
    delete translation.gallery[entry!.id];
    expect(check(translation).problems).toEqual([
      `translations/fr.ts: gallery.${entry!.id}: has no fr entry for the entry of gallery.ts whose id is "${entry!.id}" (${JSON.stringify(entry!.caption)}); write its caption, alt there`,
    ]);
  });

  it('stops on a translated entry whose id no entry of the content has, naming both files and the id', () => {
    const translation = frenchCopy();
    translation.gallery['a-photo-since-deleted'] = { caption: 'Une photo', alt: 'Une photo supprimée' };
    translation.projects['999'] = { title: 'Projet', description: 'Un projet.', imageAlt: 'Image', technologies: [] };
    translation.skillNames[Object.keys(translation.skillNames)[0]!]!['Basket weaving'] = 'Vannerie';
    expect(check(translation).problems).toEqual([
      expect.stringMatching(/^translations\/fr\.ts: projects\.999: projects\.ts has no entry whose id is "999"/),
      'translations/fr.ts: gallery.a-photo-since-deleted: gallery.ts has no entry whose id is "a-photo-since-deleted", so this fr entry translates nothing; give it the id of the entry it translates, or delete it',
      expect.stringMatching(/^translations\/fr\.ts: skillNames\.\w+\.Basket weaving: skills\.ts has no skill named "Basket weaving"/),
    ]);
  });

  it('pairs each entry with its translation by id: a reordered list keeps every translation, with no warning', () => {
    const reversed = { ...firstLanguageContent, experience: [...firstLanguageContent.experience].reverse(), gallery: [...firstLanguageContent.gallery].reverse() };
    expect(check(frenchCopy(), [english, french], reversed)).toEqual({ problems: [], warnings: [] });
  });

  it('stops when a whole translation file is missing', () => {
    expect(check(undefined).problems).toEqual([expect.stringMatching(/^translations\/fr\.ts: is missing/)]);
  });

  it('stops on a code that is not a language code, naming it', () => {
    const problems = checkSiteLanguages([english, { code: 'Deutsch', tag: 'de-DE' }], {}, firstLanguageContent).problems;
    expect(problems).toContainEqual(expect.stringContaining('languages.ts: languages.1.code: "Deutsch" is not a language code'));
  });

  it('checks any language as it checks French, with the first language any of them: the file, the field and the language named', () => {
    const spanishFirst = [{ code: 'es', tag: 'es-MX' }, { code: 'ar', tag: 'ar-MA' }, english];
    const arabic = frenchCopy();
    arabic.profile.tagline = '';
    const { problems } = checkSiteLanguages(spanishFirst, { ar: arabic, en: written }, firstLanguageContent);
    expect(problems).toEqual([expect.stringMatching(/^translations\/ar\.ts: profile\.tagline: has no ar text; write the translation of /)]);
    expect(checkSiteLanguages(spanishFirst, { en: written }, firstLanguageContent).problems).toEqual([expect.stringMatching(/^translations\/ar\.ts: is missing: languages\.ts lists ar/)]);
  });

  it('warns, and goes on, when the texts a translation was written for have changed since', () => {
    const [first, ...rest] = firstLanguageContent.projects;
    const changed = { ...firstLanguageContent, projects: [{ ...first!, description: `${first!.description} And more.` }, ...rest] };
    const findings = check(frenchCopy(), [english, french], changed);
    expect(findings.problems).toEqual([]);
    expect(findings.warnings).toEqual([expect.stringMatching(/^translations\/fr\.ts: the fr texts of projects were written for older texts/)]);
  });

  it('ignores, with a warning, the translation of a language the owner no longer lists', () => {
    const findings = checkSiteLanguages([english], { fr: frenchCopy() }, firstLanguageContent);
    expect(findings.problems).toEqual([]);
    expect(findings.warnings).toEqual(['translations/fr.ts is ignored: languages.ts does not list its language, so none of its texts are built or shipped']);
  });

  it('passes a complete translation of every optional kind and of highlights', () => {
    expect(check(everyKindWritten(), [english, french], withEveryKind)).toEqual({ problems: [], warnings: [] });
  });

  it("stops on an optional kind's entry or highlight left untranslated, naming the file, the key and the text", () => {
    const translation = everyKindWritten();
    delete translation.certificates!['first-aid'];
    translation.experience['hydro-protection-intern']!.highlights!.pop();
    expect(check(translation, [english, french], withEveryKind).problems).toEqual([
      'translations/fr.ts: certificates.first-aid: has no fr entry for the entry of certificates.ts whose id is "first-aid" ("Standard First Aid"); write its name there',
      'translations/fr.ts: experience.hydro-protection-intern.highlights.1: has no fr text; write the translation of "Wrote the field checklist the crews now use"',
    ]);
  });

  it('stops on French the content does not have: a kind it has none of, a highlight too many, a summary its entry lacks', () => {
    const translation = everyKindWritten();
    translation.experience['hydro-protection-intern']!.highlights!.push('Un point de trop');
    translation.awards!['deans-list'] = { title: 'Tableau', summary: 'Résumé' };
    const noSummary = { ...withEveryKind, awards: withEveryKind.awards.map(({ summary: _summary, ...award }) => award), publications: [] };
    const problems = check(translation, [english, french], noSummary).problems;
    expect(problems).toEqual([
      expect.stringMatching(/^translations\/fr\.ts: publications\.microgrid-poster: publications\.ts has no entry whose id is "microgrid-poster"/),
      'translations/fr.ts: experience.hydro-protection-intern.highlights: has 3 fr highlights for the 2 of the entry of experience.ts whose id is "hydro-protection-intern": one for each, in its order',
      expect.stringMatching(/^translations\/fr\.ts: awards\.deans-list\.summary: the entry of awards\.ts whose id is "deans-list" has no summary/),
    ]);
  });

  it('asks nothing of an owner without the optional kinds: a translation has no part for them', () => {
    const none = { ...firstLanguageContent, certificates: [], awards: [], publications: [], spokenLanguages: [] };
    expect(Object.keys(textsOf(none)).filter((part) => ['certificates', 'awards', 'publications', 'spokenLanguages'].includes(part))).toEqual([]);
  });

  it.skipIf(!TRANSLATIONS.fr || !languages.some(({ code }) => code === 'fr'))("covers every text of the content: the French file has the texts' parts", () => {
    expect(Object.keys(textsOf(firstLanguageContent)).sort()).toEqual(Object.keys(TRANSLATIONS.fr!).filter((key) => key !== 'sources').sort());
  });
});
