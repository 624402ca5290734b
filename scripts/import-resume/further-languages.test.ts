/**
 * The resume with every section imported with resumes in further languages (`--also es`,
 * `--also ar`: every-section.es.json and every-section.ar.json, the same entries in Spanish and
 * Arabic), into a copy of src/content: languages.ts lists them in the order given, each
 * translation is its own translations/<code>.ts and passes the build's check; `--first` and a
 * resume's `meta.lang` put another language at the root; wrong usage writes nothing and says why.
 */
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteLanguage, Translation } from '../../src/content/types.ts';
import type { SiteContent } from '../../src/lib/languages/site-content.ts';
import { checkSiteLanguages } from '../content/translations.ts';
import { contentIn, copyOfContent, filesOf, fixtureText, seedTranslation, siteContentProblems, type ContentCopy } from '../../tests/support/content-copy.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';
import { importResume, type ImportOptions } from './import-resume.ts';
import { readContentExports } from './content-files.ts';
import { reportLines, type ImportOutcome } from './report.ts';

const ENGLISH = fixtureText('every-section.json');
const SPANISH = fixtureText('every-section.es.json');
const ARABIC = fixtureText('every-section.ar.json');
const [english, spanish, arabic] = [ENGLISH, SPANISH, ARABIC].map((text) => JSON.parse(text));
const NOW = new Date('2026-03-04T05:06:07Z');
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A copy of src/content with Spanish and Arabic from before (what JSON Resume has no field for), and an import into it. */
function importInto(text: string, options: Partial<ImportOptions>) {
  const paths = copyOfContent();
  const before = { es: seedTranslation(paths.contentDir, 'es'), ar: seedTranslation(paths.contentDir, 'ar') };
  const outcome = importResume(text, { ...paths, force: false, now: NOW, ...options });
  return { paths, before, outcome, ...contentIn(paths.contentDir) };
}

describe('a resume with every section, with --also es and --also ar', { timeout: 30_000 }, () => {
  let paths: ContentCopy;
  let before: Record<'es' | 'ar', Translation>;
  let outcome: ImportOutcome;
  let content: SiteContent;
  let languages: SiteLanguage[];
  let translations: Record<string, Translation>;

  beforeAll(() => {
    ({ paths, before, outcome, content, languages, translations } = importInto(ENGLISH, { also: [{ code: 'es', text: SPANISH }, { code: 'ar', text: ARABIC }] }));
  }, 30_000);

  it("lists English, Spanish and Arabic in that order, and passes the build's content check in each", () => {
    expect(outcome.ok).toBe(true);
    expect(languages).toEqual([{ code: 'en', tag: 'en-CA' }, { code: 'es', tag: 'es-CA' }, { code: 'ar', tag: 'ar-CA' }]);
    expect(Object.keys(translations).sort()).toEqual(['ar', 'es']);
    expect(siteContentProblems(paths.contentDir, content, languages)).toEqual([]);
    expect(checkSiteLanguages(languages, translations, content).warnings.filter((warning) => !warning.includes('ignored'))).toEqual([]);
    expect(reportLines('resume.json', outcome, 'resume.es.json', 'resume.ar.json')[0]).toBe('import:resume: resume.json, resume.es.json, and resume.ar.json imported.');
  });

  it('writes translations/es.ts and translations/ar.ts, each entry under the id of its English entry', () => {
    const { es, ar } = translations;
    const [job] = content.experience;
    expect(es!.experience[job!.id]).toMatchObject({ title: spanish.work[0].position, description: spanish.work[0].summary, highlights: spanish.work[0].highlights });
    expect(ar!.experience[job!.id]).toMatchObject({ title: arabic.work[0].position, company: arabic.work[0].name });
    expect(es!.education[content.education[0]!.id]).toMatchObject({ degree: 'Licenciatura en ingeniería eléctrica', description: 'Promedio: 3,8/4,3. Asignaturas: Sistemas eléctricos de potencia, Electrónica de potencia, Sistemas de control.' });
    expect(ar!.education[content.education[0]!.id]).toMatchObject({ degree: 'بكالوريوس الهندسة الكهربائية', description: 'المعدل التراكمي: 3.8/4.3. المقررات: أنظمة القدرة الكهربائية، إلكترونيات القدرة، أنظمة التحكم.' });
    expect(es!.profile).toMatchObject({ summary: spanish.basics.summary, tagline: spanish.basics.label, portraitAlt: `Retrato de ${english.basics.name}`, greeting: before.es.profile.greeting });
    expect(ar!.profile).toMatchObject({ summary: arabic.basics.summary, portraitAlt: `صورة شخصية لـ${english.basics.name}`, greeting: before.ar.profile.greeting });
    expect(ar!.pageText).toEqual(before.ar.pageText);
  });

  it('puts the French translation aside, as the site no longer has French', () => {
    expect(readContentExports(paths.contentDir, 'translations/fr.ts')).toEqual({ fr: undefined });
    expect(outcome.ok && outcome.checklist.join('\n')).toMatch(/site is in English, Spanish, and Arabic now \(en-CA, es-CA, ar-CA\): its French translated the content from before/);
  });
});

describe('--first es', { timeout: 30_000 }, () => {
  it('puts Spanish at the root and English beside it, the other languages in the order given', () => {
    const { paths, outcome, content, languages, translations } = importInto(ENGLISH, { also: [{ code: 'es', text: SPANISH }, { code: 'ar', text: ARABIC }], first: 'es' });
    expect(outcome.ok).toBe(true);
    expect(languages.map(({ code }) => code)).toEqual(['es', 'en', 'ar']);
    expect(content.profile.summary).toBe(spanish.basics.summary);
    expect(translations.en!.profile.summary).toBe(english.basics.summary);
    expect(siteContentProblems(paths.contentDir, content, languages)).toEqual([]);
  });
});

describe('a resume in Spanish, by its meta.lang', { timeout: 30_000 }, () => {
  it('makes a site in Spanish alone, the import\'s own words in Spanish, what JSON Resume has no field for from the Spanish before', () => {
    const { paths, before, outcome, content, languages } = importInto(SPANISH, {});
    expect(outcome.ok).toBe(true);
    expect(languages).toEqual([{ code: 'es', tag: 'es-CA' }]);
    expect(content.education[0]!.description).toMatch(/^Promedio: 3,8\/4,3\. Asignaturas: /);
    expect(outcome.ok && outcome.levels.map(({ written, level, guessed }) => [written, level, guessed])).toEqual([['Avanzado', 'Advanced', false], ['Intermedio', 'Moderate', false], ['Experto', 'Advanced', false]]);
    expect(content.profile).toMatchObject({ summary: spanish.basics.summary, greeting: before.es.profile.greeting, portraitAlt: `Retrato de ${spanish.basics.name}` });
    expect(content.pageText).toEqual(before.es.pageText);
    expect(siteContentProblems(paths.contentDir, content, languages)).toEqual([]);
  });
});

describe('wrong usage', { timeout: 30_000 }, () => {
  const usage = (text: string, options: Partial<ImportOptions>) => {
    const paths = copyOfContent();
    const files = filesOf(paths.contentDir);
    const outcome = importResume(text, { ...paths, force: false, now: NOW, ...options });
    expect(filesOf(paths.contentDir)).toEqual(files);
    expect(!outcome.ok && outcome.source).toBe('usage');
    return reportLines('resume.json', outcome);
  };

  it('names a code that is no language, a language given twice, and --first naming none given, each in one line', () => {
    expect(usage(ENGLISH, { also: [{ code: 'sp', text: SPANISH }] })).toEqual(['import:resume: --also sp: "sp" is not a language code (such as en, fr, es, pt, de, ar)']);
    expect(usage(ENGLISH, { also: [{ code: 'es', text: SPANISH }, { code: 'es', text: SPANISH }] })).toEqual(['import:resume: --also es: gives a second Spanish resume: give each language once']);
    expect(usage(SPANISH, { also: [{ code: 'es', text: SPANISH }] })[0]).toMatch(/^import:resume: \$\.meta\.lang: says the first resume is in Spanish, and a Spanish resume is given with it too/);
    expect(usage(ENGLISH, { also: [{ code: 'es', text: SPANISH }], first: 'de' })).toEqual(['import:resume: --first de: names German, and the resumes given are in English and Spanish']);
  });

  it('exits 2 from the command, with the reason and the usage, writing nothing', () => {
    const checkout = tempFolder('import-usage-');
    cpSync(copyOfContent().contentDir, join(checkout, 'src/content'), { recursive: true });
    const files = filesOf(checkout);
    const fixture = (name: string) => join(ROOT, 'tests/fixtures/json-resume', name);
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-resume/run.ts', fixture('every-section.json'), ...args, '--into', checkout], { cwd: ROOT, encoding: 'utf8' });
    const twice = run('--also', 'en', fixture('every-section.es.json'));
    expect(twice.status).toBe(2);
    expect(twice.stderr.split('\n').slice(0, 2)).toEqual([expect.stringMatching(/^import:resume: \$\.meta\.lang: says the first resume is in English/), expect.stringMatching(/^Usage: npm run import:resume -- <resume\.json> \[--also <code>/)]);
    expect(run('--also', 'es').status).toBe(2);
    expect(filesOf(checkout)).toEqual(files);
  });
});

describe('a language the product ships no words in', { timeout: 30_000 }, () => {
  it('is refused, named, and nothing written', () => {
    const paths = copyOfContent();
    const files = filesOf(paths.contentDir);
    const outcome = importResume(ENGLISH, { ...paths, also: [{ code: 'it', text: SPANISH }], force: false, now: NOW });
    expect(reportLines('resume.json', outcome, 'resume.it.json').join('\n')).toMatch(/^import:resume: resume\.it\.json cannot be imported; nothing was written\. 1 problem\(s\):\n {2}--also it: Italian is not a language the product ships words in/);
    expect(filesOf(paths.contentDir)).toEqual(files);
  });
});
