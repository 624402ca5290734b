/** Gallery 05: a laptop full of code beside a coffee cup, late at night at a hackathon. */
import { softShadow, softShadowFilter, textBars } from '../motifs.ts';
import { palette } from '../palette.ts';
import {
  between,
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
  url,
} from '../svg.ts';

const W = 1600;
const H = 1000;
const DESK = 720;
const SYNTAX = [palette.lilac, palette.tealLight, palette.amber, palette.coral, '#7dd3fc', '#94a3b8'];

function nightWindow(): string[] {
  const random = seededRandom(5);
  const [x, y, w, h] = [1020, 110, 470, 450];
  const stars = Array.from({ length: 40 }, () =>
    circle(between(random, x + 10, x + w - 10), between(random, y + 10, y + 230), between(random, 1, 2.6), palette.white, { opacity: between(random, 0.4, 1) }),
  );
  const towers = Array.from({ length: 9 }, (_, index) => {
    const tx = x + index * 54;
    const top = y + between(random, 240, 340);
    const windows = Array.from({ length: 12 }, (_, slot) =>
      random() > 0.55 ? rect(tx + 10 + (slot % 3) * 12, top + 16 + Math.floor(slot / 3) * 22, 6, 10, palette.amber, { opacity: 0.85 }) : '',
    );
    return group([rect(tx, top, 50, y + h - top, index % 2 ? '#111827' : '#1e293b'), ...windows]);
  });
  return [
    rect(x - 16, y - 16, w + 32, h + 32, '#0f172a', { rx: 10 }),
    rect(x, y, w, h, url('night')),
    ...stars,
    circle(x + 360, y + 90, 40, '#fef3c7'),
    circle(x + 376, y + 80, 36, '#1e3a8a', { opacity: 0.9 }),
    ...towers,
    rect(x + w / 2 - 6, y, 12, h, '#0f172a'),
  ];
}

function wall(): string[] {
  const note = (x: number, y: number, tilt: number, color: string) =>
    group(
      [rect(0, 0, 120, 120, color), textBars(16, 24, 88, [0.9, 0.7, 0.8, 0.5], { height: 8, gap: 14, fill: palette.slate })],
      { transform: `translate(${x} ${y}) rotate(${tilt})`, opacity: 0.92 },
    );
  return [
    rect(0, 0, W, H, url('wall')),
    note(110, 120, -6, palette.sand),
    note(262, 150, 4, palette.coral),
    note(150, 300, 3, palette.tealLight),
    // Wall clock at nearly four in the morning.
    circle(760, 150, 64, palette.cloud),
    circle(760, 150, 64, 'none', { stroke: palette.slate, 'stroke-width': 8 }),
    line([760, 150], [780, 172], palette.night, 7),
    line([760, 150], [760, 104], palette.night, 5),
  ];
}

function laptop(): string[] {
  const [x, y, w, h] = [400, 300, 560, 360];
  const code = [0.5, 0.72, 0.64, 0.4, 0.82, 0.58, 0.3, 0.68, 0.76, 0.46, 0.6];
  const indents = [0, 1, 1, 2, 2, 2, 1, 1, 2, 1, 0];
  return [
    ellipse(680, DESK + 10, 420, 60, palette.tealLight, { opacity: 0.12 }),
    rect(x, y, w, h, '#1f2937', { rx: 18 }),
    rect(x + 16, y + 16, w - 32, h - 32, '#0b1220', { rx: 8 }),
    textBars(x + 34, y + 40, 20, new Array(code.length).fill(1), { height: 8, gap: 16, fill: '#334155' }),
    ...code.map((fraction, index) => {
      const left = x + 72 + (indents[index] ?? 0) * 28;
      const top = y + 40 + index * 24;
      const first = 50 + ((index * 37) % 60);
      return group([
        rect(left, top, first, 8, SYNTAX[index % SYNTAX.length] ?? palette.mist, { rx: 4 }),
        rect(left + first + 10, top, 380 * fraction - first, 8, SYNTAX[(index + 2) % SYNTAX.length] ?? palette.mist, { rx: 4 }),
      ]);
    }),
    rect(x + 72 + 56, y + 40 + 10 * 24 - 4, 12, 18, palette.tealLight),
    polygon([[x - 40, DESK - 40], [x + w + 40, DESK - 40], [x + w + 90, DESK], [x - 90, DESK]], '#94a3b8'),
    polygon([[x + 10, DESK - 34], [x + w - 10, DESK - 34], [x + w + 20, DESK - 12], [x - 20, DESK - 12]], '#64748b'),
    rect(x - 90, DESK - 4, w + 180, 10, '#64748b', { rx: 5 }),
  ];
}

function coffee(): string[] {
  const [x, y] = [1140, DESK - 150];
  const steam = [0, 1, 2].map((index) =>
    path(`M${x + 24 + index * 28} ${y - 20} c-20 -30 20 -50 0 -80 c-16 -24 12 -40 4 -60`, 'none', {
      stroke: palette.white,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.35,
    }),
  );
  return [
    ...steam,
    ellipse(x + 55, DESK, 90, 12, palette.night, { opacity: 0.35 }),
    circle(x + 118, y + 70, 30, 'none', { stroke: palette.cloud, 'stroke-width': 14 }),
    path(`M${x} ${y} H${x + 110} V${y + 124} Q${x + 110} ${y + 150} ${x + 84} ${y + 150} H${x + 26} Q${x} ${y + 150} ${x} ${y + 124} Z`, palette.cloud),
    rect(x, y + 50, 110, 30, palette.teal),
    ellipse(x + 55, y, 55, 12, '#5b3a29'),
  ];
}

/** The desk lamp's warm pool of light on the left of the desk. */
function deskLamp(): string[] {
  return [
    polygon([[212, 498], [308, 442], [560, DESK + 50], [250, DESK + 50]], url('beam')),
    ellipse(150, DESK, 70, 14, '#111827'),
    path(`M150 ${DESK - 8} L100 560 L250 462`, 'none', { stroke: '#111827', 'stroke-width': 14, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
    circle(100, 560, 12, palette.slate),
    group([path('M-56 0 A56 48 0 0 1 56 0 Z', palette.orange), circle(0, 4, 15, palette.sand)], { transform: 'translate(260 470) rotate(-30)' }),
  ];
}

export function hackathon(): string {
  const defs = [
    softShadowFilter(),
    linearGradient('wall', [
      [0, '#1e1b4b'],
      [1, '#312e81'],
    ]),
    linearGradient('night', [
      [0, palette.night],
      [1, '#1e3a8a'],
    ]),
    linearGradient('beam', [
      [0, palette.sand, 0.4],
      [1, palette.amber, 0.04],
    ]),
    linearGradient('desk', [
      [0, '#6b4f3a'],
      [1, '#3f2d20'],
    ]),
  ];
  return svgDocument(W, H, defs, [
    ...wall(),
    ...nightWindow(),
    rect(0, DESK, W, H - DESK, url('desk')),
    ...deskLamp(),
    softShadow(400, 300, 560, 360, 18, 0.35),
    ...laptop(),
    ...coffee(),
  ]);
}
