import type { ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '../../src/content/profile';
import { htmlMetadata } from './html-metadata';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's hooks the way a build would, recording what it emits. */
function build({ ssr, siteUrl }: { ssr: boolean; siteUrl?: string }) {
  const plugin = htmlMetadata({ buildDate: new Date('2026-05-04T12:00:00Z') });
  const config = { command: 'build', build: { ssr: ssr ? 'src/app/entry-server.tsx' : false }, env: { VITE_SITE_URL: siteUrl } };
  (plugin.configResolved as Hook).call({}, config as unknown as ResolvedConfig);
  const emitFile = vi.fn();
  (plugin.generateBundle as Hook).call({ emitFile }, {}, {}, false);
  const emitted = Object.fromEntries(emitFile.mock.calls.map(([file]) => [file.fileName, file.source]));
  const transform = plugin.transformIndexHtml as { handler: Hook };
  const html = transform.handler.call({}, '<title>%OWNER_NAME% Portfolio</title>', {}) as { html: string; tags: { attrs?: Record<string, unknown> }[] };
  return { emitted, html };
}

describe('htmlMetadata', () => {
  it('emits robots.txt and sitemap.xml on the configured site URL in the client build', () => {
    const { emitted } = build({ ssr: false, siteUrl: 'https://example.org/' });
    expect(emitted['robots.txt']).toContain('Sitemap: https://example.org/sitemap.xml');
    expect(emitted['sitemap.xml']).toContain('<loc>https://example.org/</loc>');
    expect(emitted['sitemap.xml']).toContain('<lastmod>2026-05-04</lastmod>');
  });

  it('emits nothing in the SSR build', () => {
    expect(build({ ssr: true }).emitted).toEqual({});
  });

  it('fills the tokens and adds head tags, defaulting to the local preview URL', () => {
    const { html } = build({ ssr: false });
    expect(html.html).toBe(`<title>${profile.name} Portfolio</title>`);
    expect(html.tags.find((tag) => tag.attrs?.rel === 'canonical')?.attrs?.href).toBe('http://127.0.0.1:4173/');
  });
});
