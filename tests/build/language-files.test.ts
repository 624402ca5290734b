/**
 * Each language's generated files as the build wrote them (`npm run build` first): the first
 * language's at the root as always, every other one's beside its page (`fr/`): the resume PDF in
 * that language, its JSON Resume, the contact card and the QR code naming that page, and the
 * share card; all but the share card precached. A language the site does not list has no folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/config/language-codes.ts';
import { contentIn, FIRST_LANGUAGE, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { jsonResumeProblems } from '../support/json-resume-schema.ts';

const DIST = 'dist';
/** The page's address as the build under test was told it (with its trailing slash). */
const SITE = `${process.env.VITE_SITE_URL?.trim().replace(/\/+$/, '') || `http://127.0.0.1:${process.env.PORT?.trim() || 4173}`}/`;
const worker = readFileSync(join(DIST, 'service-worker.js'), 'utf8');

async function decodeQrSvg(svg: Buffer): Promise<string | null> {
  const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

const others = SITE_LANGUAGES.map(({ code }) => code).filter((code) => code !== FIRST_LANGUAGE);

describe.each(SITE_LANGUAGES.map(({ code }) => code))('the files of the page in %s', (language) => {
  const folder = pagePathOf(language);
  const page = `${SITE}${folder}`;
  const file = (name: string) => join(DIST, folder, name);

  it('a resume PDF in that language', async () => {
    const pdf = readFileSync(file('resume.pdf'));
    const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    await document.destroy();
    expect(info.Language).toBe(language);
    expect(info.Subject).toBe(contentIn(language).profile.summary);
  });

  it('a JSON Resume of that page, valid, saying its language', () => {
    const resume = JSON.parse(readFileSync(file('resume.json'), 'utf8')) as { basics: { url: string }; meta: { lang: string; canonical: string } };
    expect(jsonResumeProblems(resume)).toEqual([]);
    expect(resume.meta).toMatchObject({ lang: language, canonical: `${page}resume.json` });
    expect(resume.basics.url).toBe(page);
  });

  it('a contact card and a QR code that name that page', async () => {
    expect(readFileSync(file('contact.vcf'), 'utf8').split(/\r?\n/)).toContain(`URL:${page}`);
    expect(await decodeQrSvg(readFileSync(file('qr-code.svg')))).toBe(page);
  });

  it('a share card at the size the page says', async () => {
    const { width, height } = await sharp(file('og-image.png')).metadata();
    expect(`${width}x${height}`).toBe('1200x630');
  });

  it('all but the share card precached, so they are there offline', () => {
    const precached = (name: string) => new RegExp(`"url":\\s*"${folder}${name.replace('.', '\\.')}"`).test(worker);
    for (const name of ['resume.pdf', 'resume.json', 'contact.vcf', 'qr-code.svg']) expect(precached(name), name).toBe(true);
    expect(precached('og-image.png')).toBe(false);
  });
});

describe('the languages the site does not list', () => {
  it('have no folder in the build', () => {
    const unlisted = LANGUAGE_CODES.filter((code) => !others.includes(code));
    for (const code of unlisted) expect(existsSync(join(DIST, code)), `${DIST}/${code}/`).toBe(false);
  });
});
