/** Spikeball rim detection: the round net seen from above, sensor pods clipped around its rim. */
import { palette } from '../palette.ts';
import { softShadowFilter } from '../motifs.ts';
import {
  blurFilter,
  circle,
  clipPath,
  ellipse,
  group,
  linearGradient,
  path,
  radialGradient,
  rect,
  svgDocument,
  transform,
  url,
} from '../svg.ts';

const W = 1200;
const H = 750;
const CX = 560;
const CY = 375;
const RIM = 250;
const NET = 234;
/** Angles (degrees) of the sensor pods; the first one is reporting a rim hit. */
const PODS = [-40, 20, 80, 140, 200, 260];

const at = (radius: number, degrees: number): [number, number] => {
  const radians = (degrees * Math.PI) / 180;
  return [CX + radius * Math.cos(radians), CY + radius * Math.sin(radians)];
};

function lawn(): string[] {
  const stripes = Array.from({ length: 9 }, (_, index) =>
    rect(-400 + index * 220, -300, 110, 1400, palette.white, { opacity: 0.05, transform: 'rotate(-25 600 375)' }),
  );
  return [rect(0, 0, W, H, url('grass')), ...stripes];
}

function net(): string[] {
  const spacing = 32;
  const mesh = Array.from({ length: 32 }, (_, index) => {
    const offset = -500 + index * spacing;
    return path(`M${CX + offset} ${CY - 300} l600 600 M${CX + offset + 600} ${CY - 300} l-600 600`, 'none', {
      stroke: '#a16207',
      'stroke-width': 2.5,
      opacity: 0.3,
    });
  });
  const hooks = Array.from({ length: 36 }, (_, index) => {
    const [x1, y1] = at(NET - 4, index * 10);
    const [x2, y2] = at(RIM - 6, index * 10);
    return path(`M${x1} ${y1} L${x2} ${y2}`, 'none', { stroke: '#ca8a04', 'stroke-width': 4 });
  });
  return [
    ellipse(CX + 24, CY + 30, RIM + 16, RIM + 10, palette.night, { opacity: 0.3, filter: url('blur') }),
    circle(CX, CY, NET, url('net')),
    group(mesh, { 'clip-path': url('net-clip') }),
    ...hooks,
    circle(CX, CY, RIM, 'none', { stroke: '#1e293b', 'stroke-width': 30 }),
    circle(CX, CY, RIM + 8, 'none', { stroke: '#475569', 'stroke-width': 4, opacity: 0.8 }),
  ];
}

function pod(degrees: number, active: boolean): string {
  const [x, y] = at(RIM, degrees);
  const led = active ? palette.orange : palette.tealLight;
  return group(
    [
      rect(-30, -19, 60, 38, palette.slate, { rx: 8, stroke: palette.night, 'stroke-width': 3 }),
      rect(-20, -9, 26, 18, '#0f172a', { rx: 3 }),
      circle(16, 0, 7, led),
      active ? circle(16, 0, 14, led, { opacity: 0.35 }) : '',
    ],
    { transform: transform(x, y, degrees + 90) },
  );
}

function wiring(): string[] {
  const [hubX, hubY] = [1010, 610];
  const [leadX, leadY] = at(RIM + 30, 45);
  return [
    circle(CX, CY, RIM + 30, 'none', { stroke: palette.tealDeep, 'stroke-width': 5 }),
    ...PODS.map((degrees) => {
      const [x1, y1] = at(RIM + 10, degrees);
      const [x2, y2] = at(RIM + 30, degrees);
      return path(`M${x1} ${y1} L${x2} ${y2}`, 'none', { stroke: palette.tealDeep, 'stroke-width': 5 });
    }),
    path(`M${leadX} ${leadY} C${leadX + 90} ${leadY + 60} ${hubX - 140} ${hubY} ${hubX - 70} ${hubY}`, 'none', {
      stroke: palette.tealDeep,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
    ellipse(hubX + 8, hubY + 12, 80, 60, palette.night, { opacity: 0.25, filter: url('blur') }),
    rect(hubX - 70, hubY - 50, 140, 100, palette.navy, { rx: 16 }),
    rect(hubX - 50, hubY - 32, 70, 44, palette.tealDeep, { rx: 6 }),
    path(`M${hubX - 44} ${hubY - 4} l12 0 l6 -14 l8 26 l6 -12 l16 0`, 'none', {
      stroke: palette.tealLight,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
    circle(hubX + 42, hubY - 18, 7, palette.orange),
    circle(hubX + 42, hubY + 6, 7, palette.tealLight),
    rect(hubX - 50, hubY + 24, 100, 8, palette.steel, { rx: 4 }),
  ];
}

/** The ball glancing off the rim beside the first pod, with the hit rippling outwards. */
function rimHit(): string[] {
  const [x, y] = at(RIM + 70, PODS[0] ?? 0);
  const ripples = [34, 58, 82].map((radius, index) =>
    circle(x - 40, y + 34, radius, 'none', { stroke: palette.orangeLight, 'stroke-width': 4, opacity: 0.8 - index * 0.22 }),
  );
  const trail = [0, 1, 2].map((index) =>
    path(`M${x + 50 + index * 6} ${y - 70 + index * 22} l70 -50`, 'none', {
      stroke: palette.white,
      'stroke-width': 6 - index,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  );
  return [
    ...ripples,
    ...trail,
    ellipse(x + 14, y + 22, 44, 38, palette.night, { opacity: 0.3, filter: url('blur') }),
    circle(x, y, 44, url('ball')),
    ...[[-14, -10], [12, -18], [16, 12], [-10, 18], [0, 0]].map(([dx = 0, dy = 0]) => circle(x + dx, y + dy, 4, '#ca8a04', { opacity: 0.6 })),
  ];
}

export function spikeballRim(): string {
  const defs = [
    softShadowFilter(),
    blurFilter('blur', 14),
    clipPath('net-clip', [circle(CX, CY, NET, palette.white)]),
    linearGradient('grass', [
      [0, '#4ade80'],
      [1, '#15803d'],
    ], [0, 0, 1, 1]),
    radialGradient('net', [
      [0, '#eab308'],
      [0.55, '#facc15'],
      [1, '#fde047'],
    ]),
    radialGradient('ball', [
      [0, '#fef08a'],
      [0.7, '#facc15'],
      [1, '#ca8a04'],
    ], [0.35, 0.35, 0.7]),
  ];
  return svgDocument(W, H, defs, [
    ...lawn(),
    ...wiring(),
    ...net(),
    ...PODS.map((degrees, index) => pod(degrees, index === 0)),
    ...rimHit(),
  ]);
}
