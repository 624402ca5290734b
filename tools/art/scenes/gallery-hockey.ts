/** Gallery 09: game night, the rink seen from the stands with both teams on the ice. */
import { floorCamera } from '../geometry.ts';
import { hairColors, palette } from '../palette.ts';
import {
  between,
  blurFilter,
  circle,
  ellipse,
  group,
  line,
  linearGradient,
  path,
  polygon,
  rect,
  seededRandom,
  svgDocument,
  transform,
  url,
  type Point,
} from '../svg.ts';

const W = 1600;
const H = 1000;
const EYE = 9;
const NEAR = 7;
const FAR = 33;
const MID = (NEAR + FAR) / 2;
const camera = floorCamera({ centerX: 800, horizon: 120, focal: 620, height: EYE });
const ICE_BLUE = '#1d4ed8';
const ICE_RED = '#dc2626';

/** A point `up` metres above the ice at (x, z). */
const lift = (x: number, z: number, up: number): Point => [800 + (620 * x) / z, 120 + (620 * (EYE - up)) / z];

/** A circle lying on the ice, as a projected polygon. */
function iceCircle(cx: number, cz: number, radius: number): Point[] {
  return Array.from({ length: 48 }, (_, index) => {
    const angle = (index / 48) * Math.PI * 2;
    return camera.project(cx + radius * Math.cos(angle), cz + radius * Math.sin(angle));
  });
}

/** The rink's outline: a 60 × 26 m rectangle with 8.5 m corner radii. */
function rinkOutline(): Point[] {
  const corner = (cx: number, cz: number, from: number) =>
    Array.from({ length: 10 }, (_, index) => {
      const angle = ((from + index * 10) * Math.PI) / 180;
      return camera.project(cx + 8.5 * Math.cos(angle), cz + 8.5 * Math.sin(angle));
    });
  return [...corner(21.5, FAR - 8.5, 0), ...corner(-21.5, FAR - 8.5, 90), camera.project(-30, NEAR), camera.project(30, NEAR)];
}

const band = (x: number, width: number): Point[] => [
  camera.project(x - width / 2, NEAR),
  camera.project(x + width / 2, NEAR),
  camera.project(x + width / 2, FAR),
  camera.project(x - width / 2, FAR),
];

function ice(): string[] {
  const markings = [
    polygon(band(0, 0.3), ICE_RED),
    polygon(band(-7.6, 0.3), ICE_BLUE),
    polygon(band(7.6, 0.3), ICE_BLUE),
    polygon(band(-26.6, 0.08), ICE_RED),
    polygon(band(26.6, 0.08), ICE_RED),
    polygon(iceCircle(0, MID, 4.6), 'none', { stroke: ICE_BLUE, 'stroke-width': 3 }),
    polygon(iceCircle(0, MID, 0.3), ICE_BLUE),
    ...[-20, 20].flatMap((x) => [-7, 7].map((dz) => polygon(iceCircle(x, MID + dz, 4.6), 'none', { stroke: ICE_RED, 'stroke-width': 3 }))),
    ...[-20, -6, 6, 20].flatMap((x) => [-7, 7].map((dz) => polygon(iceCircle(x, MID + dz, 0.35), ICE_RED))),
    ...[-26.6, 26.6].map((x) => polygon(iceCircle(x, MID, 1.8), '#93c5fd', { opacity: 0.8 })),
  ];
  return [polygon(rinkOutline(), url('ice')), ...markings];
}

function farSide(): string[] {
  const random = seededRandom(9);
  const crowd: string[] = [];
  for (let row = 0; row < 7; row += 1) {
    const y = 224 - row * 22;
    for (let seat = 0; seat < 60; seat += 1) {
      const color = random() > 0.35 ? '#b91c1c' : random() > 0.5 ? '#d97706' : palette.mist;
      crowd.push(circle(180 + seat * 21 + between(random, -2, 2) - row * 6, y, 8 - row * 0.3, color, { opacity: 0.7 - row * 0.06 }));
    }
  }
  const boards = [lift(-32, FAR, 1.1), lift(32, FAR, 1.1), lift(32, FAR, 0), lift(-32, FAR, 0)];
  const glass = [lift(-32, FAR, 3), lift(32, FAR, 3), lift(32, FAR, 1.1), lift(-32, FAR, 1.1)];
  return [rect(0, 60, W, 190, '#1e293b'), ...crowd, polygon(glass, palette.skyPale, { opacity: 0.25 }), polygon(boards, palette.white), polygon([lift(-32, FAR, 0.25), lift(32, FAR, 0.25), lift(32, FAR, 0), lift(-32, FAR, 0)], palette.amber)];
}

function roof(): string[] {
  const lights = [260, 560, 1040, 1340].map((x) => group([ellipse(x, 30, 70, 16, palette.white, { opacity: 0.35, filter: url('blur') }), ellipse(x, 30, 34, 8, '#fffbeb')]));
  return [
    rect(0, 0, W, 80, url('roof')),
    ...lights,
    line([720, 0], [720, 40], palette.slate, 4),
    line([880, 0], [880, 40], palette.slate, 4),
    rect(680, 36, 240, 110, '#111827', { rx: 10 }),
    rect(694, 50, 100, 82, ICE_RED, { rx: 4 }),
    rect(806, 50, 100, 82, ICE_RED, { rx: 4 }),
    path('M714 100 L744 70 L774 100 Z M826 100 L856 70 L886 100 Z', palette.amber),
    rect(700, 146, 200, 12, palette.amber, { rx: 6 }),
  ];
}

/** A skater in metres, facing right; `lean` tips the body into the stride. */
function skater(x: number, z: number, jersey: string, trim: string, facing: 1 | -1): { depth: number; markup: string } {
  const [sx, sy] = camera.project(x, z);
  const scale = camera.scaleAt(z);
  const body = group(
    [
      ellipse(0.1, 0, 0.55, 0.12, palette.night, { opacity: 0.25 }),
      line([0, -0.9], [-0.3, -0.05], '#111827', 0.2),
      line([0.05, -0.9], [0.35, -0.05], '#111827', 0.2),
      rect(-0.45, -0.08, 0.35, 0.08, palette.night),
      rect(0.2, -0.08, 0.35, 0.08, palette.night),
      path('M-0.25 -0.85 L-0.05 -1.55 L0.4 -1.45 L0.3 -0.8 Z', jersey),
      path('M-0.22 -0.95 L0.3 -0.9', 'none', { stroke: trim, 'stroke-width': 0.08 }),
      line([0.3, -1.35], [0.55, -1.0], jersey, 0.14),
      line([0.55, -1.0], [1.05, -0.05], '#a16207', 0.06),
      rect(0.95, -0.08, 0.35, 0.08, '#111827'),
      circle(0.2, -1.72, 0.16, jersey),
      circle(0.3, -1.7, 0.09, '#f3c9a4'),
    ],
    { transform: `${transform(sx, sy, 0, scale)} scale(${facing} 1)` },
  );
  return { depth: z, markup: body };
}

function players(): string[] {
  const home: [number, number, 1 | -1][] = [[-4, 14, 1], [3, 23, 1], [-12, 27, 1], [9, 12, -1], [-18, 19, 1]];
  const away: [number, number, 1 | -1][] = [[1, 16, -1], [6, 25, -1], [-8, 20, -1], [14, 17, -1], [-2, 10, 1]];
  const all = [
    ...home.map(([x, z, facing]) => skater(x, z, ICE_RED, palette.amber, facing)),
    ...away.map(([x, z, facing]) => skater(x, z, palette.white, ICE_RED, facing)),
  ];
  const [px, py] = camera.project(0.5, 14.6);
  return [...all.sort((a, b) => b.depth - a.depth).map((entry) => entry.markup), ellipse(px, py, 7, 3, '#0b0b0b')];
}

function nearSide(): string[] {
  const random = seededRandom(21);
  const fans = Array.from({ length: 16 }, (_, index) => {
    const x = index * 104 + between(random, -20, 20);
    const top = 900 + between(random, -20, 30);
    const shirt = random() > 0.5 ? ICE_RED : '#1e293b';
    return group([path(`M${x - 62} ${H} Q${x - 60} ${top + 40} ${x} ${top + 36} Q${x + 60} ${top + 40} ${x + 62} ${H} Z`, shirt), circle(x, top, 34, hairColors[index % hairColors.length] ?? '#3b2417')]);
  });
  const glass = [lift(-20, NEAR, 3), lift(20, NEAR, 3), lift(20, NEAR, 1.1), lift(-20, NEAR, 1.1)];
  return [
    polygon(glass, palette.white, { opacity: 0.12 }),
    line([300, 700], [420, 560], palette.white, 10, { opacity: 0.2 }),
    line([1180, 700], [1300, 560], palette.white, 10, { opacity: 0.2 }),
    rect(0, lift(0, NEAR, 1.1)[1], W, 100, palette.white),
    ...[0, 1, 2, 3].map((index) => rect(80 + index * 400, lift(0, NEAR, 1.1)[1] + 18, 260, 40, [palette.teal, palette.orange, palette.navy, ICE_RED][index] ?? palette.teal, { rx: 6 })),
    ...fans,
  ];
}

export function hockey(): string {
  const defs = [
    blurFilter('blur', 8),
    linearGradient('roof', [
      [0, '#0b1220'],
      [1, '#1e293b'],
    ]),
    linearGradient('ice', [
      [0, '#dbeafe'],
      [1, '#f8fafc'],
    ]),
  ];
  return svgDocument(W, H, defs, [rect(0, 0, W, H, '#0f172a'), ...farSide(), ...roof(), ...ice(), ...players(), ...nearSide()]);
}
