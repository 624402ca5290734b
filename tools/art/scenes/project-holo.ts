/** Holographic display: a glowing wireframe cube floats in a clear pyramid standing on an LCD. */
import { cube, spin } from '../geometry.ts';
import { palette } from '../palette.ts';
import { softShadow, softShadowFilter } from '../motifs.ts';
import {
  between,
  blurFilter,
  circle,
  group,
  line,
  linearGradient,
  path,
  polygon,
  radialGradient,
  rect,
  seededRandom,
  svgDocument,
  url,
  type Point,
} from '../svg.ts';

const W = 1200;
const H = 750;
const GLOW = '#67e8f9';
const APEX: Point = [600, 150];
/** The pyramid's base on the screen: far-left, far-right, near-right, near-left. */
const BASE: Point[] = [[430, 546], [770, 546], [846, 592], [354, 592]];

function room(): string[] {
  const random = seededRandom(7);
  const motes = Array.from({ length: 40 }, () =>
    circle(between(random, 380, 820), between(random, 140, 540), between(random, 1.5, 3.5), GLOW, {
      opacity: between(random, 0.2, 0.7),
    }),
  );
  return [
    rect(0, 0, W, H, url('room')),
    rect(0, 560, W, 190, url('desk')),
    rect(0, 560, W, 3, '#334155'),
    ...motes,
  ];
}

function panel(): string[] {
  const top: Point[] = [[410, 536], [790, 536], [880, 600], [320, 600]];
  return [
    softShadow(320, 560, 560, 70, 12, 0.5),
    polygon(top, '#1e293b'),
    polygon([[428, 542], [772, 542], [852, 596], [348, 596]], url('screen')),
    polygon([[320, 600], [880, 600], [880, 628], [320, 628]], '#0f172a'),
    rect(800, 610, 40, 6, palette.tealLight, { rx: 3, opacity: 0.8 }),
  ];
}

function pyramid(back: boolean): string[] {
  const [fl, fr, nr, nl] = BASE as [Point, Point, Point, Point];
  if (back) {
    return [
      polygon([APEX, fl, fr], GLOW, { opacity: 0.06 }),
      line(APEX, fl, GLOW, 2, { opacity: 0.35 }),
      line(APEX, fr, GLOW, 2, { opacity: 0.35 }),
    ];
  }
  return [
    polygon([APEX, nl, fl], GLOW, { opacity: 0.1 }),
    polygon([APEX, fr, nr], GLOW, { opacity: 0.1 }),
    polygon([APEX, nr, nl], palette.white, { opacity: 0.06 }),
    line(APEX, nl, palette.white, 3, { opacity: 0.75 }),
    line(APEX, nr, palette.white, 3, { opacity: 0.75 }),
    line(nl, nr, palette.white, 3, { opacity: 0.6 }),
    path('M560 200 L420 560', 'none', { stroke: palette.white, 'stroke-width': 6, opacity: 0.12, 'stroke-linecap': 'round' }),
  ];
}

function hologram(): string[] {
  const { corners, edges } = cube(68);
  const [cx, cy] = [600, 392];
  const screen = corners.map((corner) => spin(corner, 33, 22)).map(([x, y]): Point => [cx + x, cy - y]);
  const edgeLines = (width: number, color: string, extra = {}) =>
    group(edges.map(([a, b]) => line(screen[a] as Point, screen[b] as Point, color, width, extra)));
  return [
    polygon([[470, 560], [730, 560], [680, 280], [520, 280]], url('beam'), { opacity: 0.5 }),
    circle(cx, cy, 130, url('aura')),
    edgeLines(14, GLOW, { filter: url('glow'), opacity: 0.9 }),
    edgeLines(4, '#cffafe'),
    ...screen.map(([x, y]) => circle(x, y, 6, palette.white)),
    // A swipe arrow: hand gestures turn the model.
    path('M470 505 Q600 560 724 505', 'none', {
      stroke: palette.amber,
      'stroke-width': 5,
      'stroke-dasharray': '14 10',
      'stroke-linecap': 'round',
    }),
    polygon([[741, 497], [725, 518], [715, 495]], palette.amber),
  ];
}

/** The gesture sensor on the desk, sensing a hand above it. */
function gestureSensor(): string[] {
  const [x, y] = [180, 640];
  return [
    softShadow(x - 50, y - 20, 100, 50, 10, 0.5),
    polygon([[x - 44, y - 22], [x + 44, y - 22], [x + 54, y + 22], [x - 54, y + 22]], '#334155'),
    circle(x - 14, y, 9, palette.violet),
    circle(x + 16, y, 9, palette.night),
    ...[40, 70, 100].map((radius, index) =>
      path(`M${x - radius} ${y - 30 - radius * 0.3} Q${x} ${y - 50 - radius * 1.1} ${x + radius} ${y - 30 - radius * 0.3}`, 'none', {
        stroke: palette.lilac,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        opacity: 0.8 - index * 0.22,
      }),
    ),
  ];
}

function controller(): string[] {
  return [
    softShadow(930, 620, 200, 90, 10, 0.5),
    polygon([[940, 630], [1120, 630], [1140, 700], [920, 700]], '#1d4ed8'),
    polygon([[1000, 646], [1060, 646], [1066, 676], [994, 676]], '#0f172a'),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((index) => rect(948 + index * 20, 688, 10, 6, palette.amber)),
    circle(1100, 650, 5, palette.leaf),
    path('M940 660 C900 660 900 630 880 620', 'none', { stroke: palette.coral, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    path('M944 672 C895 676 890 640 880 612', 'none', { stroke: palette.amber, 'stroke-width': 5, 'stroke-linecap': 'round' }),
  ];
}

export function holoDisplay(): string {
  const defs = [
    softShadowFilter(),
    blurFilter('glow', 8),
    radialGradient('room', [
      [0, '#1e3a5f'],
      [1, palette.night],
    ], [0.5, 0.55, 0.75]),
    linearGradient('desk', [
      [0, '#1e293b'],
      [1, '#0b1220'],
    ]),
    linearGradient('screen', [
      [0, '#0e7490'],
      [1, '#22d3ee'],
    ]),
    linearGradient('beam', [
      [0, GLOW, 0],
      [1, GLOW, 0.6],
    ]),
    radialGradient('aura', [
      [0, GLOW, 0.35],
      [1, GLOW, 0],
    ]),
  ];
  return svgDocument(W, H, defs, [...room(), ...panel(), ...pyramid(true), ...hologram(), ...pyramid(false), ...gestureSensor(), ...controller()]);
}
