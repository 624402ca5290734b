/** Gallery 02: a green circuit board from above, chips and traces, on a dark desk. */
import { softShadow, softShadowFilter } from '../motifs.ts';
import { offsetPolyline } from '../geometry.ts';
import { circle, group, linearGradient, path, polyline, radialGradient, rect, svgDocument, url, type Point } from '../svg.ts';

const W = 1600;
const H = 1000;
const BOARD = { x: 170, y: 110, w: 1260, h: 780 };
const COPPER = '#86efac';
const SILK = '#f8fafc';
const GOLD = '#d4af37';

/** `count` parallel traces following `route`, `pitch` apart, each ending in a via. */
function bus(route: Point[], count: number, pitch: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const trace = offsetPolyline(route, index * pitch);
    const [x, y] = trace[trace.length - 1] as Point;
    return group([polyline(trace, COPPER, 8, { opacity: 0.75 }), circle(x, y, 10, GOLD), circle(x, y, 4, '#0b1220')]);
  });
}

/** Traces fanning in from the header's 42 pitch to the processor's 30. */
function headerFan(): string[] {
  return Array.from({ length: 8 }, (_, index) => {
    const from = 604 + 42 * index;
    const to = 675 + 30 * index;
    const drop = Math.abs(from - to);
    return polyline([[from, 240], [from, 290], [to, 290 + drop], [to, 400]], COPPER, 8, { opacity: 0.75 });
  });
}

/** A chip package with pins on the sides given. */
function chip(x: number, y: number, w: number, h: number, pinsPerSide: number, sides: 'all' | 'long'): string[] {
  const pins: string[] = [];
  const pin = (px: number, py: number, pw: number, ph: number) => pins.push(rect(px, py, pw, ph, '#d1d5db', { rx: 2 }));
  for (let index = 0; index < pinsPerSide; index += 1) {
    const along = (span: number) => ((index + 0.5) * span) / pinsPerSide;
    pin(x + along(w) - 5, y - 16, 10, 18);
    pin(x + along(w) - 5, y + h - 2, 10, 18);
    if (sides === 'all') {
      pin(x - 16, y + along(h) - 5, 18, 10);
      pin(x + w - 2, y + along(h) - 5, 18, 10);
    }
  }
  return [...pins, rect(x, y, w, h, '#111827', { rx: 8 }), rect(x + 8, y + 8, w - 16, h - 16, '#1f2937', { rx: 6 }), circle(x + 22, y + 22, 7, '#374151')];
}

function passives(): string[] {
  const parts: string[] = [];
  const resistor = (x: number, y: number) => parts.push(rect(x, y, 44, 20, '#1f2937', { rx: 3 }), rect(x, y, 10, 20, '#cbd5e1'), rect(x + 34, y, 10, 20, '#cbd5e1'));
  const capacitor = (x: number, y: number) => parts.push(rect(x, y, 40, 22, '#c8a27c', { rx: 3 }), rect(x, y, 9, 22, '#cbd5e1'), rect(x + 31, y, 9, 22, '#cbd5e1'));
  [[980, 260], [1040, 260], [980, 310], [420, 610], [480, 610], [1100, 640], [1160, 640]].forEach(([x = 0, y = 0], index) =>
    index % 2 ? capacitor(x, y) : resistor(x, y),
  );
  parts.push(
    circle(330, 300, 66, 'none', { stroke: SILK, 'stroke-width': 4, opacity: 0.8 }),
    circle(330, 300, 58, '#1e3a8a'),
    path('M330 242 A58 58 0 0 1 330 358 A40 58 0 0 0 330 242 Z', '#93c5fd', { opacity: 0.8 }),
    circle(318, 288, 22, '#3b82f6', { opacity: 0.5 }),
    rect(1000, 540, 110, 50, '#e5e7eb', { rx: 25 }),
    rect(1010, 548, 90, 34, '#f8fafc', { rx: 17 }),
  );
  // Silkscreen reference labels and a power LED.
  [[680, 660, 60], [1170, 520, 50], [310, 570, 46], [520, 270, 90], [1220, 620, 70]].forEach(([x = 0, y = 0, w = 0]) =>
    parts.push(rect(x, y, w, 10, SILK, { rx: 5, opacity: 0.75 })),
  );
  parts.push(circle(1300, 200, 30, '#f43f5e', { opacity: 0.25 }), rect(1288, 190, 24, 20, '#f43f5e', { rx: 4 }));
  return parts;
}

function header(): string[] {
  const pins = Array.from({ length: 12 }, (_, col) =>
    [0, 1].map((row) => rect(520 + col * 42 + 12, 170 + row * 42 + 12, 14, 14, GOLD, { rx: 2 })),
  ).flat();
  return [rect(516, 166, 508, 92, '#111827', { rx: 6 }), ...pins];
}

function board(): string[] {
  const { x, y, w, h } = BOARD;
  const holes = [[x + 40, y + 40], [x + w - 40, y + 40], [x + 40, y + h - 40], [x + w - 40, y + h - 40]].map(([hx = 0, hy = 0]) =>
    group([circle(hx, hy, 22, GOLD), circle(hx, hy, 12, '#0b1220')]),
  );
  const fingers = Array.from({ length: 18 }, (_, index) => rect(516 + index * 30, y + h - 50, 18, 50, GOLD, { rx: 3 }));
  return [
    softShadow(x, y, w, h, 30, 0.55),
    rect(x, y, w, h, url('pcb'), { rx: 30 }),
    rect(x + 20, y + 20, w - 40, h - 40, 'none', { rx: 20, stroke: SILK, 'stroke-width': 3, opacity: 0.35 }),
    ...holes,
    ...fingers,
    ...Array.from({ length: 8 }, (_, index) => polyline([[675 + 30 * index, 600], [675 + 30 * index, 860]], COPPER, 8, { opacity: 0.75 })),
    ...headerFan(),
    ...bus([[700, 400], [530, 400], [490, 440], [440, 440]], 3, 30),
    ...bus([[860, 420], [980, 420], [1040, 480], [1040, 700], [980, 760]], 3, -30),
    ...bus([[700, 560], [600, 560], [540, 620], [540, 700]], 3, -30),
    ...bus([[400, 300], [520, 300], [560, 340], [600, 340]], 1, 0),
    ...bus([[1280, 300], [1280, 720], [1200, 800]], 1, 0),
    ...bus([[260, 440], [260, 700], [340, 780], [460, 780]], 1, 0),
    ...header(),
    ...chip(660, 380, 240, 240, 8, 'all'),
    ...chip(1160, 380, 200, 110, 6, 'long'),
    ...chip(300, 460, 160, 90, 5, 'long'),
    ...passives(),
  ];
}

export function circuitBoard(): string {
  const defs = [
    softShadowFilter(),
    radialGradient('desk', [
      [0, '#334155'],
      [1, '#0f172a'],
    ], [0.5, 0.45, 0.75]),
    linearGradient('pcb', [
      [0, '#16a34a'],
      [1, '#14532d'],
    ], [0, 0, 1, 1]),
  ];
  return svgDocument(W, H, defs, [rect(0, 0, W, H, url('desk')), ...board()]);
}
