/**
 * Where a language's resume PDF comes from: the owner's own PDF when they put one at
 * src/content/resume.pdf (resume.fr.pdf for French; copied as it is, checked to be a PDF), else
 * the one generated from the content in that language (./build-resume). Returns the lines the
 * build prints.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { FIRST_LANGUAGE } from '../../src/lib/languages/site-content.ts';
import { buildResume } from './build-resume.ts';
import { ownResumePath } from './resume-outputs.ts';

export async function writeResumeFile(output: string, ownPdf: string, language: LanguageCode = FIRST_LANGUAGE): Promise<{ log: string; warnings: string[] }> {
  const ownName = ownResumePath(language);
  await mkdir(dirname(output), { recursive: true });
  if (existsSync(ownPdf)) {
    const head = (await readFile(ownPdf)).subarray(0, 5).toString('latin1');
    if (head !== '%PDF-') throw new Error(`${ownName} is not a PDF file (it does not start with %PDF-): export your resume as PDF, or delete the file to have one generated.`);
    await copyFile(ownPdf, output);
    return { log: `resume: ${output} copied from your own ${ownName} (not generated)`, warnings: [] };
  }
  const resume = await buildResume(language);
  await writeFile(output, resume.pdf);
  const scale = resume.scale === 1 ? '' : `, type at ${Math.round(resume.scale * 100)}% to fit one page`;
  return {
    log: `resume: ${output} generated from src/content (${resume.pdf.length} bytes, ${resume.pages} page(s), ${resume.fontFamily}${scale})`,
    warnings: resume.warnings,
  };
}
