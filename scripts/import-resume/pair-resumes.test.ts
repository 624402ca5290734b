/**
 * The English and French resumes pair up entry for entry, or each entry that does not is named
 * at its JSONPath: a job in one file only, another date, another link, a highlight more.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JsonResume } from '../resume/json-resume-model.ts';
import { pairingProblems } from './read-resume.ts';

const read = (name: string): JsonResume => JSON.parse(readFileSync(new URL(`../../tests/fixtures/json-resume/${name}`, import.meta.url), 'utf8')) as JsonResume;
const english = read('every-section.json');
const french = read('every-section.fr.json');
const paths = (a: JsonResume, b: JsonResume) => pairingProblems(a, b, ['en', 'fr']).map((problem) => problem.path);

describe('pairing a resume with its French counterpart', () => {
  it('finds nothing wrong with two files of the same entries', () => {
    expect(pairingProblems(english, french, ['en', 'fr'])).toEqual([]);
  });

  it('names a job that is in one file only', () => {
    expect(paths(english, { ...french, work: french.work!.slice(0, 2) })).toEqual(['$.work[2]']);
    expect(pairingProblems(english, { ...french, work: french.work!.slice(0, 2) }, ['en', 'fr'])[0]!.message).toMatch(/in the English resume only/);
  });

  it('names an entry whose dates or link differ, field by field', () => {
    const work = french.work!.map((job, index) => (index === 1 ? { ...job, startDate: '2025-10' } : job));
    const certificates = [{ ...french.certificates![0]!, url: 'https://certificates.example.org/someone-else' }];
    const publications = [{ ...french.publications![0]!, releaseDate: '2025-07' }];
    expect(paths(english, { ...french, work, certificates, publications })).toEqual([
      '$.work[1].startDate',
      '$.certificates[0].url',
      '$.publications[0].releaseDate',
    ]);
    expect(pairingProblems(english, { ...french, work }, ['en', 'fr'])[0]!.message).toBe('"2025-09" in the English resume, "2025-10" in the French one: a pair must be the same entry');
  });

  it('names a list of highlights or keywords of another length, and a text written in one file only', () => {
    const work = french.work!.map((job, index) => (index === 0 ? { ...job, highlights: job.highlights!.slice(1) } : job));
    const skills = french.skills!.map((group, index) => (index === 2 ? { ...group, keywords: [...group.keywords!, 'Multimètre'] } : group));
    const awards = [{ ...french.awards![0]!, summary: undefined }];
    expect(paths(english, { ...french, work, skills, awards })).toEqual(['$.work[0].highlights', '$.awards[0].summary', '$.skills[2].keywords']);
  });

  it('names a French file that is another person, or says it is not French', () => {
    expect(paths(english, { ...french, basics: { ...french.basics, email: 'someone@example.com' }, meta: { lang: 'en' } })).toEqual(['$.basics.email', '$.meta.lang']);
  });

  it('never compares what is translated: titles, summaries, levels, fluency', () => {
    expect(pairingProblems(english, { ...french, languages: [{ language: 'x', fluency: 'y' }, { language: 'x', fluency: 'y' }, { language: 'x', fluency: 'y' }] }, ['en', 'fr'])).toEqual([]);
  });
});
