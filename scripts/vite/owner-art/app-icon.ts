/**
 * The image the app icons (favicon, 192/512, maskable, Apple touch) are made from by
 * vite-plugin-pwa's assets generator: the owner's own logo file when the content names one
 * (`profile.logo`, under src/assets/images/), else the owner's initials drawn here on the
 * theme's colour. Never the sample's monogram. The generator writes the icons beside its source
 * as it sits in public/ (a source elsewhere sends them outside the build), so the source is
 * copied to public/app-icon-source.* at config time: generated, git-ignored, not precached.
 */
import { copyFileSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { profile } from '../../../src/content/profile.ts';
import { accentColours, escapeXml, initials } from './owner-identity.ts';

/** The icon source's name in public/ (any extension); .gitignore and the precache skip it. */
export const APP_ICON_SOURCE = 'app-icon-source';

/** An SVG of the initials, inside the central 60% a maskable icon keeps, on a full-bleed square. */
export function initialsIconSvg(name: string): string {
  const { deep, main, light } = accentColours();
  const letters = initials(name);
  const size = letters.length > 1 ? 190 : 240;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <circle cx="256" cy="256" r="150" fill="none" stroke="${light}" stroke-width="10" opacity="0.55"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="'DejaVu Sans', 'Liberation Sans', sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(letters)}</text>
</svg>
`;
}

export interface AppIconSource {
  /** Relative to the project root, for `pwaAssets.image`. */
  image: string;
  /** Drawn here edge to edge with its mark inside the maskable safe zone: no padding needed. */
  fullBleed: boolean;
}

/** Writes the icon source into public/ and says where it is. */
export function appIconSource(root = process.cwd()): AppIconSource {
  const publicDir = join(root, 'public');
  // One source at a time: a logo swapped for initials (or another format) leaves no stale copy.
  for (const old of readdirSync(publicDir).filter((name) => name.startsWith(`${APP_ICON_SOURCE}.`))) rmSync(join(publicDir, old));
  const logo = profile.logo;
  if (logo) {
    const path = `src/assets/images/${logo}`;
    if (!existsSync(join(root, path))) throw new Error(`profile.ts: logo: ${JSON.stringify(logo)} has no file at ${path}`);
    const target = `public/${APP_ICON_SOURCE}${extname(logo).toLowerCase()}`;
    copyFileSync(join(root, path), join(root, target));
    return { image: target, fullBleed: false };
  }
  const target = `public/${APP_ICON_SOURCE}.svg`;
  writeFileSync(join(root, target), initialsIconSvg(profile.name));
  return { image: target, fullBleed: true };
}
