/** Writes public/resume.pdf from the content in src/content (run by `npm run assets`). */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildResumePdf } from './build-resume';

const outputUrl = new URL('../../public/resume.pdf', import.meta.url);

const pdf = await buildResumePdf();
await mkdir(new URL('.', outputUrl), { recursive: true });
await writeFile(outputUrl, pdf);
console.log(`resume: ${fileURLToPath(outputUrl)} (${pdf.length} bytes)`);
