/**
 * The Open Graph share card (1200×630): the logo tile on the right; the owner's name, tagline
 * and field on the left, over navy with faint circuit traces. Unlike the other scenes this one
 * needs real text, so it uses DejaVu Sans (fonts-dejavu-core), which librsvg finds through
 * fontconfig; the generic sans-serif covers a machine without it.
 */
import { education } from '../../../src/content/education';
import { profile } from '../../../src/content/profile';
import { studentTitle } from '../../../scripts/vite/seo/person-schema';
import { gear } from '../motifs';
import { palette } from '../palette';
import {
  circle,
  clipPath,
  el,
  group,
  linearGradient,
  polyline,
  radialGradient,
  rect,
  svgDocument,
  transform,
  url,
  type Point,
} from '../svg';
import { logo } from './logo';

const W = 1200;
const H = 630;
const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";
/** The site's brand teal (src/styles/theme.ts shade 8): the card's accent. */
const BRAND = '#0b7766';
const TEXT_X = 84;
/** Text shrinks to stay clear of the logo tile (DejaVu Sans Bold runs about 0.6 em a character). */
const TEXT_MAX_WIDTH = 660;
const TILE = { x: 814, y: 160, size: 310, radius: 64 };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(x: number, y: number, content: string, attrs: Record<string, string | number>): string {
  return `${el('text', { x, y, 'font-family': FONT, ...attrs }).replace(/\/>$/, '>')}${escapeXml(content)}</text>`;
}

/** Faint PCB-style traces, each ending in a pad, drawn behind everything. */
function traces(): string[] {
  const routes: Point[][] = [
    [[0, 560], [180, 560], [230, 510], [420, 510]],
    [[0, 590], [260, 590], [300, 550], [520, 550]],
    [[1200, 70], [1010, 70], [960, 120], [760, 120]],
    [[1200, 40], [920, 40], [880, 80], [700, 80]],
    [[1200, 560], [1080, 560], [1040, 600], [860, 600]],
  ];
  return routes.flatMap((route) => {
    const [x, y] = route[route.length - 1] as Point;
    return [polyline(route, palette.tealLight, 3, { opacity: 0.16 }), circle(x, y, 7, 'none', { stroke: palette.tealLight, 'stroke-width': 3, opacity: 0.22 })];
  });
}

/** The site logo (scenes/logo) as a rounded app-icon tile with a teal glow. */
function logoTile(): string[] {
  const { x, y, size, radius } = TILE;
  const mark = logo().replace(/^<svg[^>]*>/, `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 512 512">`);
  return [
    circle(x + size / 2, y + size / 2, size * 0.9, url('og-glow')),
    group([gear(0, 0, 150, 14, 'none', { stroke: palette.tealLight, 'stroke-width': 3 })], { transform: transform(x + size - 10, y + 10, 8), opacity: 0.12 }),
    rect(x + 8, y + 22, size, size, palette.night, { rx: radius, opacity: 0.55, filter: url('og-shadow') }),
    group([mark], { 'clip-path': url('og-tile') }),
    rect(x + 1, y + 1, size - 2, size - 2, 'none', { rx: radius, stroke: palette.tealLight, 'stroke-width': 2, opacity: 0.35 }),
  ];
}

function words(): string[] {
  const fit = (line: string, largest: number, emPerCharacter: number) =>
    Math.min(largest, Math.floor(TEXT_MAX_WIDTH / (emPerCharacter * line.length)));
  const nameSize = fit(profile.name, 92, 0.64);
  const field = education[0] ? studentTitle(education[0].degree) : 'Portfolio';
  return [
    text(TEXT_X, 196, 'PORTFOLIO', { 'font-size': 24, 'font-weight': 700, 'letter-spacing': 6, fill: palette.tealLight }),
    text(TEXT_X, 196 + 24 + nameSize, profile.name, { 'font-size': nameSize, 'font-weight': 700, fill: palette.white }),
    rect(TEXT_X, 340, 96, 8, palette.teal, { rx: 4 }),
    text(TEXT_X, 408, profile.tagline, { 'font-size': fit(profile.tagline, 34, 0.57), 'font-weight': 700, fill: palette.white }),
    text(TEXT_X, 458, field, { 'font-size': 28, fill: palette.mist }),
  ];
}

export function ogImage(): string {
  const { x, y, size, radius } = TILE;
  return svgDocument(
    W,
    H,
    [
      linearGradient('og-bg', [[0, palette.navy], [1, palette.night]], [0, 0, 1, 1]),
      radialGradient('og-glow', [[0, BRAND, 0.55], [1, BRAND, 0]]),
      el('filter', { id: 'og-shadow', x: '-30%', y: '-30%', width: '160%', height: '160%' }, [el('feGaussianBlur', { stdDeviation: 18 })]),
      clipPath('og-tile', [rect(x, y, size, size, palette.white, { rx: radius })]),
    ],
    [
      rect(0, 0, W, H, url('og-bg')),
      ...traces(),
      ...logoTile(),
      ...words(),
      rect(0, H - 12, W, 12, BRAND),
      rect(0, H - 12, W * 0.32, 12, palette.teal),
    ],
  );
}
