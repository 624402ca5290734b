/** Turns scene markup into the committed files: JPEG masters through sharp, the logo as SVG. */
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

export async function writeSvg(svg: string, file: string): Promise<number> {
  const text = `${svg}\n`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  return Buffer.byteLength(text);
}
