/**
 * Where public/resume.pdf comes from: the owner's own PDF when they put one at
 * src/content/resume.pdf (copied as it is, checked to be a PDF), else the one generated from the
 * content (./build-resume). Returns the lines the build prints.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildResume } from './build-resume';

/** The owner's own resume, relative to the project: present, it replaces the generated one. */
export const OWN_RESUME_PATH = 'src/content/resume.pdf';

export async function writeResumeFile(output: string, ownPdf: string): Promise<{ log: string; warnings: string[] }> {
  await mkdir(dirname(output), { recursive: true });
  if (existsSync(ownPdf)) {
    const head = (await readFile(ownPdf)).subarray(0, 5).toString('latin1');
    if (head !== '%PDF-') throw new Error(`${OWN_RESUME_PATH} is not a PDF file (it does not start with %PDF-): export your resume as PDF, or delete the file to have one generated.`);
    await copyFile(ownPdf, output);
    return { log: `resume: ${output} copied from your own ${OWN_RESUME_PATH} (not generated)`, warnings: [] };
  }
  const resume = await buildResume();
  await writeFile(output, resume.pdf);
  const scale = resume.scale === 1 ? '' : `, type at ${Math.round(resume.scale * 100)}% to fit one page`;
  return {
    log: `resume: ${output} generated from src/content (${resume.pdf.length} bytes, ${resume.pages} page(s), ${resume.fontFamily}${scale})`,
    warnings: resume.warnings,
  };
}
