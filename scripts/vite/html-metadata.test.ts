import type { ResolvedConfig } from 'vite';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '../../src/content/profile.ts';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { contentIn, FIRST_LANGUAGE, languageTag, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { htmlMetadata } from './html-metadata.ts';
import { siteAddress } from '../site/site-address.ts';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's hooks the way a build would, recording what it emits. */
async function build({ ssr, siteUrl, page = '/index.html', host = {} }: { ssr: boolean; siteUrl?: string; page?: string; host?: Record<string, string> }) {
  const plugin = htmlMetadata(siteAddress({ ...host, VITE_SITE_URL: siteUrl }), { buildDate: new Date('2026-05-04T12:00:00Z') });
  (plugin.configResolved as Hook).call({}, { command: 'build', base: '/' } as unknown as ResolvedConfig);
  const emitFile = vi.fn();
  // `vite build --ssr` builds the server environment, the client build the client one.
  await (plugin.generateBundle as Hook).call({ emitFile, environment: { config: { consumer: ssr ? 'server' : 'client' } } }, {}, {}, false);
  const emitted: Record<string, string | Uint8Array> = Object.fromEntries(emitFile.mock.calls.map(([file]) => [file.fileName, file.source]));
  const transform = plugin.transformIndexHtml as { handler: Hook };
  const html = transform.handler.call({}, '<html lang="%PAGE_LANGUAGE%"><title>%PAGE_TITLE%</title><meta name="description" content="%PAGE_DESCRIPTION%">', { path: page }) as { html: string; tags: { attrs?: Record<string, unknown> }[] };
  return { emitted, html };
}

describe('htmlMetadata', () => {
  it('emits robots.txt and sitemap.xml on the configured site URL in the client build', async () => {
    const { emitted } = await build({ ssr: false, siteUrl: 'https://example.org/' });
    expect(emitted['robots.txt']).toContain('Sitemap: https://example.org/sitemap.xml');
    expect(emitted['sitemap.xml']).toContain('<loc>https://example.org/</loc>');
    expect(emitted['sitemap.xml']).toContain('<lastmod>2026-05-04</lastmod>');
  });

  it("asks search engines to leave a deploy preview alone, and only a preview", async () => {
    const robots = (html: { tags: { attrs?: Record<string, unknown> }[] }) => html.tags.filter(({ attrs }) => attrs?.name === 'robots').map(({ attrs }) => attrs?.content);
    const preview = await build({ ssr: false, host: { NETLIFY: 'true', CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://deploy-preview-7--avery.netlify.app' } });
    expect(robots(preview.html)).toEqual(['noindex']);
    expect(preview.emitted['robots.txt']).toContain('Sitemap: https://deploy-preview-7--avery.netlify.app/sitemap.xml');
    const production = await build({ ssr: false, host: { NETLIFY: 'true', CONTEXT: 'production', URL: 'https://avery.netlify.app' } });
    expect(robots(production.html)).toEqual([]);
  });

  it('emits nothing in the SSR build', async () => {
    expect((await build({ ssr: true })).emitted).toEqual({});
  });

  it('draws the share card the Open Graph tags name: a 1200×630 PNG with the content\'s portrait in it', async () => {
    const { emitted, html } = await build({ ssr: false, siteUrl: 'https://example.org/' });
    const card = emitted['og-image.png'] as Uint8Array;
    expect(await sharp(card).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(html.tags.find((tag) => tag.attrs?.property === 'og:image')?.attrs?.content).toBe('https://example.org/og-image.png');
    // The portrait's centre, cut from the card, is the portrait's (the card is the owner's, not a stock image).
    const centre = async (image: sharp.Sharp) =>
      sharp(await image.png().toBuffer()).extract({ left: 130, top: 130, width: 100, height: 100 }).resize(8, 8).removeAlpha().raw().toBuffer();
    const fromCard = await centre(sharp(card).extract({ left: 770, top: 135, width: 360, height: 360 }));
    const fromPortrait = await centre(sharp(`src/assets/images/${profile.portrait}`).resize(360, 360, { fit: 'cover', position: 'attention' }));
    const difference = fromCard.reduce((sum, value, index) => sum + Math.abs(value - fromPortrait[index]!), 0) / fromCard.length;
    expect(difference).toBeLessThan(12);
  });

  it('fills the tokens and adds head tags, defaulting to the local preview URL', async () => {
    const { html } = await build({ ssr: false });
    expect(html.html).toBe(`<html lang="${languageTag(FIRST_LANGUAGE)}"><title>${escaped(wordsIn(FIRST_LANGUAGE).page.title(profile.name))}</title><meta name="description" content="${escaped(profile.summary)}">`);
    expect(html.tags.find((tag) => tag.attrs?.rel === 'canonical')?.attrs?.href).toBe('http://127.0.0.1:4173/');
  });

  for (const { code } of SITE_LANGUAGES.slice(1)) {
    it(`fills ${code}/index.html in ${code}: its lang, title and description, and its own canonical`, async () => {
      const { html } = await build({ ssr: false, siteUrl: 'https://example.org/portfolio', page: `/${code}/index.html` });
      const own = contentIn(code).profile;
      expect(html.html).toBe(`<html lang="${languageTag(code)}"><title>${escaped(wordsIn(code).page.title(own.name))}</title><meta name="description" content="${escaped(own.summary)}">`);
      expect(html.tags.find((tag) => tag.attrs?.rel === 'canonical')?.attrs?.href).toBe(`https://example.org/portfolio/${code}/`);
    });
  }
});
