import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeResumeFile } from './resume-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'resume-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeResumeFile', { timeout: 30_000 }, () => {
  it('ships the owner\'s own PDF unchanged when there is one', async () => {
    const own = join(dir, 'resume.pdf');
    const bytes = Buffer.from('%PDF-1.7\n% the owner\'s own resume\n%%EOF\n');
    await writeFile(own, bytes);
    const output = join(dir, 'public', 'resume.pdf');
    const { log } = await writeResumeFile(output, own);
    expect(await readFile(output)).toEqual(bytes);
    expect(log).toContain('copied from your own src/content/resume.pdf');
  });

  it('refuses a file there that is not a PDF, saying what to do', async () => {
    const own = join(dir, 'resume.pdf');
    await writeFile(own, 'Résumé.docx contents');
    await expect(writeResumeFile(join(dir, 'out.pdf'), own)).rejects.toThrow(/is not a PDF file .* export your resume as PDF, or delete the file/);
  });

  it('generates one from the content when there is none', async () => {
    const output = join(dir, 'resume.pdf');
    const { log } = await writeResumeFile(output, join(dir, 'missing.pdf'));
    expect((await readFile(output)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(log).toContain('generated from src/content');
  });
});
