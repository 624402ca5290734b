/**
 * Every URL the build writes to itself names where the site will be served. A published build
 * names VITE_SITE_URL; a local one names `npm start`'s address, whose port is PORT (4173 when
 * unset), so `PORT=5851 npm start` hands out links, a contact card and a QR code for port 5851.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';
/** The page's address as the build under test was told it (with its trailing slash). */
const SITE = `${process.env.VITE_SITE_URL?.trim().replace(/\/+$/, '') || `http://127.0.0.1:${process.env.PORT?.trim() || 4173}`}/`;

const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

async function decodeQrSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(330).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe(`the build's own address is ${SITE}`, () => {
  it('in the canonical link, Open Graph and JSON-LD', () => {
    const html = read('index.html');
    expect(html).toContain(`<link rel="canonical" href="${SITE}">`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}">`);
    type Person = { url: string; image: string };
    const data = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Person & { mainEntity?: Person };
    // The owner, whether the JSON-LD is the Person itself or the ProfilePage about them.
    const person = data.mainEntity ?? data;
    expect(data.url).toBe(SITE);
    expect(person.url).toBe(SITE);
    expect(person.image.startsWith(SITE)).toBe(true);
  });

  it('in robots.txt and the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE}sitemap.xml`);
    expect(read('sitemap.xml')).toContain(`<loc>${SITE}</loc>`);
  });

  it('in the contact card and the QR code', async () => {
    expect(read('contact.vcf').split(/\r?\n/)).toContain(`URL:${SITE}`);
    expect(await decodeQrSvg(read('qr-code.svg'))).toBe(SITE);
  });

  it('in the script that shows and shares it', () => {
    const scripts = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    // The address as a string literal of its own, in whichever quotes the bundler chose.
    const literals = [`"${SITE}"`, `'${SITE}'`, `\`${SITE}\``];
    expect(scripts.some((name) => literals.some((literal) => read(join('assets', name)).includes(literal)))).toBe(true);
  });
});
