import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteLanguage } from '../../src/content/types.ts';

/** The module as a site with `languages` sees it. */
async function outputsFor(languages: SiteLanguage[]) {
  vi.resetModules();
  vi.doMock('../../src/content/languages.ts', () => ({ languages }));
  return import('./resume-outputs.ts');
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'resume-outputs-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.doUnmock('../../src/content/languages.ts');
});

/** Writes each file (relative to `root`) with a line of text. */
const plant = (...files: string[]) =>
  files.forEach((file) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), 'left from an earlier build');
  });

describe('the resume files per language', () => {
  it('puts the first language at the root and French under fr/, each with its own PDF of the owner\'s', async () => {
    const { resumeOutputs } = await outputsFor([{ code: 'en', tag: 'en-CA' }, { code: 'fr', tag: 'fr-CA' }]);
    expect(resumeOutputs()).toEqual([
      { language: 'en', pdf: 'public/resume.pdf', json: 'public/resume.json', ownPdf: 'src/content/resume.pdf' },
      { language: 'fr', pdf: 'public/fr/resume.pdf', json: 'public/fr/resume.json', ownPdf: 'src/content/resume.fr.pdf' },
    ]);
  });

  it('an English-only site writes the root\'s two files only, as before languages', async () => {
    const { resumeOutputs } = await outputsFor([{ code: 'en', tag: 'en-CA' }]);
    expect(resumeOutputs()).toEqual([{ language: 'en', pdf: 'public/resume.pdf', json: 'public/resume.json', ownPdf: 'src/content/resume.pdf' }]);
  });

  it('removes the French files once French is dropped, and the folder they leave empty', async () => {
    plant('public/resume.pdf', 'public/fr/resume.pdf', 'public/fr/resume.json');
    const { removeStaleResumeFiles } = await outputsFor([{ code: 'en', tag: 'en-CA' }]);
    expect(removeStaleResumeFiles(root).sort()).toEqual(['public/fr/resume.json', 'public/fr/resume.pdf']);
    expect(existsSync(join(root, 'public/fr'))).toBe(false);
    expect(existsSync(join(root, 'public/resume.pdf'))).toBe(true);
  });

  it('keeps a bilingual site\'s French files, and keeps a folder that holds anything else', async () => {
    plant('public/fr/resume.pdf', 'public/en/resume.pdf', 'public/en/notes.txt');
    const { removeStaleResumeFiles } = await outputsFor([{ code: 'en', tag: 'en-CA' }, { code: 'fr', tag: 'fr-CA' }]);
    // English is the root's: a copy under en/ is left from a site that once put French first.
    expect(removeStaleResumeFiles(root)).toEqual(['public/en/resume.pdf']);
    expect(existsSync(join(root, 'public/fr/resume.pdf'))).toBe(true);
    expect(existsSync(join(root, 'public/en/notes.txt'))).toBe(true);
  });
});
