/** Gallery 07: a 3D printer's hot nozzle laying down the top layer of a part. */
import { palette } from '../palette.ts';
import { blurFilter, circle, ellipse, group, linearGradient, path, radialGradient, rect, svgDocument, url } from '../svg.ts';

const W = 1600;
const H = 1000;
const PLATE = 800;
const NOZZLE_X = 860;
const LAYER = 12;
/** The part's half-width at each layer, bottom up: a housing that narrows towards its top. */
const PROFILE = Array.from({ length: 22 }, (_, index) => 230 - index * 3.2 - (index > 15 ? (index - 15) * 10 : 0));
const PART_X = 760;

function frame(): string[] {
  return [
    rect(0, 0, W, H, url('wall')),
    circle(1320, 240, 220, palette.tealPale, { opacity: 0.5 }),
    rect(0, 880, W, 120, '#cbd5e1'),
    ellipse(800, 900, 560, 20, palette.night, { opacity: 0.18 }),
    rect(364, 110, 872, 740, url('panel')),
    rect(400, 110, 10, 690, palette.mist),
    rect(1190, 110, 10, 690, palette.mist),
    rect(320, 80, 44, 800, palette.slate, { rx: 6 }),
    rect(1236, 80, 44, 800, palette.slate, { rx: 6 }),
    rect(300, 60, 1000, 50, palette.navy, { rx: 10 }),
    rect(290, 850, 1020, 50, palette.navy, { rx: 10 }),
    rect(560, 868, 160, 16, palette.tealLight, { rx: 8 }),
    circle(760, 876, 9, palette.amber),
    // Build plate.
    rect(380, PLATE, 840, 30, '#111827', { rx: 6 }),
    rect(380, PLATE, 840, 8, '#374151', { rx: 4 }),
  ];
}

function part(): string[] {
  const layers = PROFILE.map((half, index) => {
    const y = PLATE - (index + 1) * LAYER;
    return rect(PART_X - half, y, half * 2, LAYER - 1, index % 2 ? '#f97316' : '#fb923c', { rx: 4 });
  });
  const topY = PLATE - PROFILE.length * LAYER;
  const topHalf = PROFILE[PROFILE.length - 1] ?? 0;
  return [
    ...layers,
    // The layer being printed right now: half done, glowing where the nozzle is.
    rect(PART_X - topHalf + 10, topY - LAYER, NOZZLE_X - (PART_X - topHalf + 10), LAYER - 1, palette.amber, { rx: 4 }),
    ellipse(NOZZLE_X, topY - 6, 40, 16, palette.amber, { filter: url('glow'), opacity: 0.9 }),
  ];
}

function printHead(): string[] {
  const tipY = PLATE - (PROFILE.length + 1) * LAYER - 2;
  return [
    rect(340, 300, 920, 36, '#94a3b8', { rx: 18 }),
    rect(340, 300, 920, 10, palette.cloud, { rx: 5, opacity: 0.7 }),
    rect(NOZZLE_X - 110, 250, 220, 180, palette.tealDeep, { rx: 22 }),
    circle(NOZZLE_X - 30, 340, 52, '#0f172a'),
    circle(NOZZLE_X - 30, 340, 44, palette.slate),
    ...[0, 60, 120].map((angle) =>
      ellipse(NOZZLE_X - 30, 340, 40, 11, palette.steel, { transform: `rotate(${angle} ${NOZZLE_X - 30} 340)` }),
    ),
    circle(NOZZLE_X - 30, 340, 10, palette.mist),
    circle(NOZZLE_X + 70, 280, 8, palette.tealLight),
    rect(NOZZLE_X - 26, 430, 52, tipY - 470, '#9ca3af'),
    rect(NOZZLE_X - 40, 456, 80, 40, palette.mist, { rx: 6 }),
    path(`M${NOZZLE_X - 26} ${tipY - 40} H${NOZZLE_X + 26} L${NOZZLE_X + 8} ${tipY} H${NOZZLE_X - 8} Z`, url('brass')),
  ];
}

function spool(): string[] {
  const [x, y] = [1420, 300];
  return [
    rect(1394, 300, 52, 560, palette.slate, { rx: 8 }),
    circle(x, y, 130, palette.navy),
    ...[118, 104, 90, 76].map((radius, index) => circle(x, y, radius, index % 2 ? '#ea580c' : palette.orange)),
    circle(x, y, 50, palette.navy),
    circle(x, y, 20, palette.mist),
    path(`M${x - 100} ${y - 70} C1200 120 980 150 ${NOZZLE_X + 40} 250`, 'none', {
      stroke: palette.orange,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  ];
}

export function printer3d(): string {
  const defs = [
    linearGradient('panel', [
      [0, '#e2e8f0'],
      [1, '#cbd5e1'],
    ]),
    blurFilter('glow', 10),
    linearGradient('wall', [
      [0, '#f1f5f9'],
      [1, '#dbe4ee'],
    ]),
    radialGradient('brass', [
      [0, '#fde68a'],
      [1, '#b45309'],
    ]),
  ];
  return svgDocument(W, H, defs, [...frame(), group(part()), ...printHead(), ...spool()]);
}
