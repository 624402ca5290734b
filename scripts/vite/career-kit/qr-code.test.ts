import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QR_DARK, QR_LIGHT, qrCodeSvg } from './qr-code.ts';

/** Rasterises the SVG and reads it with a QR decoder, as a phone camera would. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('qrCodeSvg', () => {
  it('decodes back to exactly the URL it was given, sub-path included', async () => {
    for (const url of ['http://127.0.0.1:4173/', 'https://user.github.io/portfolio/']) {
      expect(await decode(await qrCodeSvg(url))).toBe(url);
    }
  });

  it('draws dark modules on a light square, whatever the page theme', async () => {
    const svg = await qrCodeSvg('https://example.org/');
    expect(svg).toContain(`fill="${QR_LIGHT}"`);
    expect(svg).toContain(`stroke="${QR_DARK}"`);
    // The first module row starts four modules in: the quiet zone scanners need.
    expect(svg).toMatch(new RegExp(`stroke="${QR_DARK}" d="M4 4\\.5h7`));
  });
});
