/** Turns scene markup into the committed files: JPEG masters through sharp, the share card as PNG, the logo as SVG. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** Flat art compresses well; 4:4:4 chroma keeps saturated edges (red on white) from smearing. */
const JPEG_OPTIONS = { quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' } as const;

export async function writeJpeg(svg: string, file: string): Promise<number> {
  const jpeg = await sharp(Buffer.from(svg)).jpeg(JPEG_OPTIONS).toBuffer();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, jpeg);
  return jpeg.length;
}

/** Lossless, palette-quantised PNG: crisp text on flat colour in a small file. */
export async function writePng(svg: string, file: string): Promise<number> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, png);
  return png.length;
}

export async function writeSvg(svg: string, file: string): Promise<number> {
  const text = `${svg}\n`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  return Buffer.byteLength(text);
}
