import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentIn, FIRST_LANGUAGE, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { kitFiles } from './career-kit.ts';
import { contactCard } from './career-kit/contact-card.ts';
import { qrCodeSvg } from './career-kit/qr-code.ts';

const PAGE = 'https://example.org/portfolio/';
const NOT_COUNTING = { marksQrArrivals: false };

async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the career kit\'s files', () => {
  it('are a contact card and a QR code per language, each beside its page', async () => {
    const names = (await kitFiles(PAGE, NOT_COUNTING)).map(({ fileName }) => fileName);
    expect(names).toEqual(SITE_LANGUAGES.flatMap(({ code }) => [`${pagePathOf(code)}contact.vcf`, `${pagePathOf(code)}qr-code.svg`]));
  });

  it.each(SITE_LANGUAGES.map(({ code }) => code))('in %s: the card names that page and the location in its words, the QR code opens that page', async (language) => {
    const files = await kitFiles(PAGE, NOT_COUNTING);
    const file = (name: string) => files.find(({ fileName }) => fileName === `${pagePathOf(language)}${name}`)!.source;
    const languagePage = `${PAGE}${pagePathOf(language)}`;
    const card = file('contact.vcf').split('\r\n');
    expect(card).toContain(`URL:${languagePage}`);
    expect(card.join('\r\n')).toBe(contactCard(contentIn(language).profile, languagePage));
    expect(await decode(file('qr-code.svg'))).toBe(languagePage);
  });

  it('at the root, the first language\'s: the same two files as ever', async () => {
    const files = await kitFiles(PAGE, NOT_COUNTING);
    expect(files.find(({ fileName }) => fileName === 'contact.vcf')?.source).toBe(contactCard(contentIn(FIRST_LANGUAGE).profile, PAGE));
    expect(files.find(({ fileName }) => fileName === 'qr-code.svg')?.source).toBe(await qrCodeSvg(PAGE));
  });

  it('in a build that counts visits, the QR code opens each page marked ?via=qr; the card keeps the plain address', async () => {
    const files = await kitFiles(PAGE, { marksQrArrivals: true });
    const file = (name: string) => files.find(({ fileName }) => fileName === name)!.source;
    expect(await decode(file('qr-code.svg'))).toBe('https://example.org/portfolio/?via=qr');
    expect(file('contact.vcf').split('\r\n')).toContain('URL:https://example.org/portfolio/');
    if (SITE_LANGUAGES.some(({ code }) => code === 'fr')) expect(await decode(file('fr/qr-code.svg'))).toBe('https://example.org/portfolio/fr/?via=qr');
  });
});
