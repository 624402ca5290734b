/**
 * Writes public/resume.pdf from the content in src/content (run by `npm run assets` and the build).
 * Long content never fails the build: it is told as a WARNING naming what overflowed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildResume } from './build-resume';

const outputUrl = new URL('../../public/resume.pdf', import.meta.url);

const resume = await buildResume();
await mkdir(new URL('.', outputUrl), { recursive: true });
await writeFile(outputUrl, resume.pdf);
const scale = resume.scale === 1 ? '' : `, type at ${Math.round(resume.scale * 100)}% to fit one page`;
console.log(`resume: ${fileURLToPath(outputUrl)} (${resume.pdf.length} bytes, ${resume.pages} page(s), ${resume.fontFamily}${scale})`);
for (const warning of resume.warnings) console.warn(`resume: WARNING ${warning}`);
