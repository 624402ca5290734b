import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/content/projects.ts';
import { SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { compileCaseStudies, readCaseStudies, siteCaseStudyRead } from './read-case-studies.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';

const DIR = 'src/content/case-studies';
const BILINGUAL = { languages: ['en', 'fr'] as const, projectIds: [1, 2] };
const ENGLISH_ONLY = { languages: ['en'] as const, projectIds: [1, 2] };

/** A project root holding these files (paths under the case-studies folder, or from the root when they start with src/). */
function siteWith(files: Record<string, string>): string {
  const root = tempFolder('case-studies-');
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path.startsWith('src/') ? path : join(DIR, path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}
const study = (project: number, body = '## Why\n\nBecause.\n') => `---\nproject: ${project}\n---\n${body}`;

describe('compileCaseStudies', () => {
  it('reads every case study of every language, with its file, slug, project, body and images', () => {
    const root = siteWith({
      'en/rim-signal.md': study(2, '![The rim](case-studies/rim.jpg)\n'),
      'fr/rim-signal.md': study(2, '![La jante](case-studies/rim.jpg)\n'),
      'en/holo-2.md': study(1),
      'fr/holo-2.md': study(1),
      'src/assets/images/case-studies/rim.jpg': '',
    });
    const { studies, problems } = compileCaseStudies(root, BILINGUAL);
    expect(problems).toEqual([]);
    expect(studies.map(({ file, language, slug, project, images }) => ({ file, language, slug, project, images }))).toEqual([
      { file: `${DIR}/en/holo-2.md`, language: 'en', slug: 'holo-2', project: 1, images: [] },
      { file: `${DIR}/en/rim-signal.md`, language: 'en', slug: 'rim-signal', project: 2, images: ['case-studies/rim.jpg'] },
      { file: `${DIR}/fr/holo-2.md`, language: 'fr', slug: 'holo-2', project: 1, images: [] },
      { file: `${DIR}/fr/rim-signal.md`, language: 'fr', slug: 'rim-signal', project: 2, images: ['case-studies/rim.jpg'] },
    ]);
    expect(studies[0]!.body).toEqual({ type: 'root', children: [expect.objectContaining({ tagName: 'h2' }), { type: 'text', value: '\n' }, expect.objectContaining({ tagName: 'p' })] });
  });

  it('has no case studies and no problems without the folder', () => {
    expect(compileCaseStudies(siteWith({ 'src/content/projects.ts': '' }), BILINGUAL)).toEqual({ studies: [], problems: [], warnings: [] });
  });

  it('names the missing translation in a bilingual site, and asks for none in a one-language site', () => {
    const files = { 'en/rim-signal.md': study(2), 'fr/holo.md': study(1) };
    expect(compileCaseStudies(siteWith(files), BILINGUAL).problems).toEqual([
      `${DIR}/fr/rim-signal.md: is missing: en/rim-signal.md is a case study and the site is in fr too, so write its fr version there (same file name, same project)`,
      `${DIR}/en/holo.md: is missing: fr/holo.md is a case study and the site is in en too, so write its en version there (same file name, same project)`,
    ]);
    expect(compileCaseStudies(siteWith({ 'en/rim-signal.md': study(2) }), ENGLISH_ONLY).problems).toEqual([]);
  });

  it('refuses a folder that is no language code, and a file beside the folders', () => {
    const root = siteWith({ 'en/rim.md': study(2), 'drafts/rim.md': study(2), 'notes.md': 'hi' });
    expect(compileCaseStudies(root, ENGLISH_ONLY).problems).toEqual([
      `${DIR}/drafts: is not a language of the site (src/content/languages.ts lists en): move each case study into the folder of its language, or delete it`,
      `${DIR}/notes.md: is not a language of the site (src/content/languages.ts lists en): move each case study into the folder of its language, or delete it`,
    ]);
  });

  it("leaves out, with a warning naming the folder, the case studies of a language deleted from languages.ts", () => {
    const root = siteWith({ 'en/rim.md': study(2), 'fr/rim.md': study(2) });
    const { studies, problems, warnings } = compileCaseStudies(root, ENGLISH_ONLY);
    expect(problems).toEqual([]);
    expect(studies.map(({ file }) => file)).toEqual([`${DIR}/en/rim.md`]);
    expect(warnings).toEqual([
      `${DIR}/fr/ is left out: languages.ts does not list fr, so none of its case studies are built or shipped (put the fr line back to publish them, or delete the folder)`,
    ]);
  });

  it('refuses a file name that is not a slug, and passes over hidden files', () => {
    const root = siteWith({ 'en/Rim_Signal.md': study(2), 'en/rim--signal.md': study(2), 'en/notes.txt': '', 'en/.DS_Store': '', 'en/ok-2.md': study(1) });
    expect(compileCaseStudies(root, ENGLISH_ONLY).problems).toEqual(
      ['Rim_Signal.md', 'notes.txt', 'rim--signal.md'].map(
        (name) => `${DIR}/en/${name}: is not a case study's name: name it for its page's address, in lowercase letters, digits and single hyphens, ending .md (like solar-tracker.md)`,
      ),
    );
  });

  it('refuses one slug naming two projects, and two case studies of one project in one language', () => {
    const root = siteWith({ 'en/rim.md': study(2), 'fr/rim.md': study(1), 'en/holo.md': study(1), 'fr/holo.md': study(1) });
    expect(compileCaseStudies(root, BILINGUAL).problems).toEqual([
      `${DIR}/fr/rim.md:2: project: 1, but ${DIR}/en/rim.md, the same page in en, is about project 2: a page's versions are about one project; give them the same id`,
      `${DIR}/fr/rim.md:2: project 1 already has a fr case study, ${DIR}/fr/holo.md: a project has one per language; merge the two, or give this one its own project`,
    ]);
  });

  it("refuses an orphan case study, whose project is not the site's, and collects the problems of every file", () => {
    const root = siteWith({ 'en/rim.md': study(7), 'en/holo.md': study(1, '# Title\n') });
    expect(compileCaseStudies(root, ENGLISH_ONLY).problems).toEqual([
      `${DIR}/en/holo.md:4: a # heading is not allowed: the page's one title is the project's own; start your headings at ##`,
      `${DIR}/en/rim.md:2: project: 7 is no project's id in src/content/projects.ts, so this is a case study whose project does not exist: use one of 1, 2`,
    ]);
  });

  it('looks for images under src/assets/images only', () => {
    const root = siteWith({ 'en/rim.md': study(2, '![The rim](../../content/rim.jpg)\n\n![The rim](/case-studies/x.jpg)\n\n![The rim](case-studies)\n\n![The rim](case-studies/x.jpg)\n'), 'src/assets/images/case-studies/x.jpg': '', 'src/content/rim.jpg': '' });
    expect(compileCaseStudies(root, ENGLISH_ONLY).problems.map((problem) => problem.split(': the image ')[1]?.split(' ')[0])).toEqual(['"../../content/rim.jpg"', '"/case-studies/x.jpg"', '"case-studies"']);
  });
});

describe("readCaseStudies and siteCaseStudyRead, for the site's own languages and projects", () => {
  const [project] = projects;
  const everyLanguage = (body: string) => Object.fromEntries(SITE_LANGUAGES.map(({ code }) => [`${code}/its-story.md`, study(project!.id, body)]));

  it('reads the case studies of a site whose content is right', () => {
    const studies = readCaseStudies(siteWith(everyLanguage('## Why\n')));
    expect(studies.map(({ language, slug, project: id }) => ({ language, slug, project: id }))).toEqual(SITE_LANGUAGES.map(({ code }) => ({ language: code, slug: 'its-story', project: project!.id })));
  });

  it('reads a folder once a process', () => {
    const root = siteWith(everyLanguage('## Why\n'));
    expect(siteCaseStudyRead(root)).toBe(siteCaseStudyRead(root));
  });

  it('throws every problem, one per line, and gives the same lines to the content check', () => {
    const root = siteWith(everyLanguage('<b>x</b>\n'));
    const { problems } = siteCaseStudyRead(root);
    expect(problems).toHaveLength(SITE_LANGUAGES.length);
    expect(() => readCaseStudies(root)).toThrow(problems.join('\n'));
  });
});
