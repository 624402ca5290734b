/**
 * A build that does not count carries no trace of counting: the sample owner sets no counter, and
 * the second owner names one but her gate builds for this machine (no VITE_SITE_URL), which never
 * counts. Her build and the sample's are then what they were before visit counts existed: no
 * counter in the page's policy or HTML, no counting code in any script, a QR code with no marker.
 * (A build that counts is tests/e2e/visit-counts.spec.ts's.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { profile } from '../../src/content/profile.ts';

const DIST = 'dist';
const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' });
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
const pages = files.filter((file) => file.endsWith('index.html'));
const scripts = files.filter((file) => file.endsWith('.js'));
const published = Boolean(process.env.VITE_SITE_URL?.trim());

async function decodeQrSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(330).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe.runIf(!profile.visitCounter || !published)(`a build that does not count (${profile.visitCounter ? 'a counter set, built for this machine' : 'no counter set'})`, () => {
  it('allows images from the page itself and data: only, and names no counter anywhere in its pages', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const html = read(page);
      expect(/img-src ([^;"]*)/.exec(html)?.[1], page).toBe("'self' data:");
      expect(html, page).not.toMatch(/goatcounter|\/count\b/);
      if (profile.visitCounter) expect(html, page).not.toContain(new URL(profile.visitCounter).origin);
    }
  });

  // The owner's profile travels with the page's content as data, the endpoint with it: what must
  // be absent is the code that would use it.
  it('ships no counting code: no event name or image sent without a Referer in any script, the service worker included', () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = read(script);
      for (const trace of ['qr-code-scanned', 'app-installed', 'contact-card-saved', 'contact-message-delivered', 'resume-downloaded-', 'no-referrer']) {
        expect(code, `${script} holds "${trace}"`).not.toContain(trace);
      }
    }
  });

  it('puts the plain address in every QR code, with no marker', async () => {
    const codes = files.filter((file) => file.endsWith('qr-code.svg'));
    expect(codes.length).toBeGreaterThan(0);
    for (const file of codes) {
      const address = await decodeQrSvg(read(file));
      expect(address, file).toMatch(/^https?:\/\/[^?#]+\/$/);
    }
  });
});
