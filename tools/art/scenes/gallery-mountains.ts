/** Gallery 04: snowy Rocky Mountain peaks under a clear, bluebird sky. */
import { pine } from '../motifs.ts';
import { palette } from '../palette.ts';
import { between, circle, linearGradient, path, polygon, rect, seededRandom, svgDocument, url, type Point } from '../svg.ts';

const W = 1600;
const H = 1000;

interface Tones {
  lit: string;
  shade: string;
  snow: string;
  snowShade: string;
}

/** One peak: a sunlit left face, a shaded right face, and a snow cap with a ragged hem. */
function peak(cx: number, top: number, halfWidth: number, base: number, tones: Tones): string[] {
  const height = base - top;
  const depth = height * 0.36;
  const spread = (halfWidth * depth) / height;
  const hem: Point[] = [0.2, 0.35, 0.5, 0.65, 0.8].map((t, index) => [
    cx - spread + 2 * spread * t,
    top + depth * (index % 2 ? 0.72 : 1.08),
  ]);
  const ridge: Point = [cx + halfWidth * 0.06, top + depth * 0.9];
  return [
    polygon([[cx - halfWidth, base], [cx, top], [cx + halfWidth, base]], tones.lit),
    polygon([[cx, top], [cx + halfWidth, base], [cx + halfWidth * 0.12, base]], tones.shade),
    polygon([[cx - spread, top + depth], [cx, top], [cx + spread, top + depth], ...[...hem].reverse()], tones.snow),
    polygon([[cx, top], [cx + spread, top + depth], ...hem.slice(3).reverse(), ridge], tones.snowShade),
  ];
}

function sky(): string[] {
  return [
    rect(0, 0, W, H, url('sky')),
    circle(1290, 180, 150, palette.white, { opacity: 0.12 }),
    circle(1290, 180, 95, palette.white, { opacity: 0.2 }),
    circle(1290, 180, 58, '#fffbeb'),
  ];
}

function ranges(): string[] {
  const far: Tones = { lit: '#c7d2fe', shade: '#a5b4fc', snow: '#f8fafc', snowShade: '#dbe4ff' };
  const mid: Tones = { lit: '#7c93d6', shade: '#5a71bd', snow: '#ffffff', snowShade: '#c7d2fe' };
  const near: Tones = { lit: '#3f5aa8', shade: '#2c4390', snow: '#f1f5f9', snowShade: '#b9c6ea' };
  return [
    ...peak(260, 330, 380, 760, far),
    ...peak(760, 260, 420, 760, far),
    ...peak(1300, 300, 420, 760, far),
    rect(0, 520, W, 260, url('haze')),
    ...peak(480, 420, 360, 800, mid),
    ...peak(1060, 360, 400, 800, mid),
    ...peak(1480, 470, 300, 800, mid),
    ...peak(120, 520, 300, 860, near),
    ...peak(780, 500, 340, 860, near),
  ];
}

function slopes(): string[] {
  const random = seededRandom(11);
  const trees = Array.from({ length: 34 }, (_, index) => {
    const x = 20 + index * 48 + between(random, -14, 14);
    const base = 840 + Math.sin(index * 0.5) * 26 + between(random, 0, 40);
    return pine(x, base, between(random, 80, 150), index % 3 ? palette.pine : '#166534');
  });
  return [
    path('M0 820 Q400 770 800 830 T1600 800 V1000 H0 Z', '#e0f2fe'),
    ...trees,
    path('M0 900 Q500 840 1000 910 T1600 880 V1000 H0 Z', url('snow')),
    path('M220 1000 Q520 930 900 960', 'none', { stroke: '#bae6fd', 'stroke-width': 6, 'stroke-linecap': 'round' }),
    path('M250 1000 Q540 945 920 972', 'none', { stroke: '#bae6fd', 'stroke-width': 6, 'stroke-linecap': 'round' }),
  ];
}

export function mountains(): string {
  const defs = [
    linearGradient('sky', [
      [0, '#1d4ed8'],
      [0.5, '#60a5fa'],
      [1, '#e0f2fe'],
    ]),
    linearGradient('haze', [
      [0, palette.white, 0],
      [1, palette.white, 0.55],
    ]),
    linearGradient('snow', [
      [0, palette.white],
      [1, '#dbeafe'],
    ]),
  ];
  return svgDocument(W, H, defs, [...sky(), ...ranges(), ...slopes()]);
}
