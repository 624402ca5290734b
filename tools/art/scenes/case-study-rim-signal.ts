/**
 * Spikeball case study: one rim sensor's trace on a bench scope. A net hit rings low and stays
 * under the dashed threshold; a rim hit spikes through it once, and the shaded debounce window
 * after the crossing ignores its ringing. A piezo disc on the desk feeds the scope.
 */
import { softShadow, softShadowFilter } from '../motifs.ts';
import { palette } from '../palette.ts';
import { between, blurFilter, circle, ellipse, group, line, linearGradient, path, polyline, radialGradient, rect, seededRandom, svgDocument, url, type Point } from '../svg.ts';

const W = 1600;
const H = 1000;
const DESK = 840;
const SCREEN = { x: 210, y: 170, w: 940, h: 560 };
const BASELINE = SCREEN.y + SCREEN.h / 2;
/** Pixels per unit of signal; the threshold sits at 0.55 of a full rim hit. */
const GAIN = 240;
const THRESHOLD_Y = BASELINE - 0.55 * GAIN;
const GLOW = '#5eead4';

/** A decaying ring starting at `start` px: amplitude, period and decay in pixels of the trace. */
const ring = (x: number, start: number, amplitude: number, period: number, decay: number) =>
  x < start ? 0 : amplitude * Math.exp(-(x - start) / decay) * Math.sin((2 * Math.PI * (x - start)) / period);

/** The trace: sensor noise, a net hit at 30% of the screen, a rim hit at 58%. */
function trace(): Point[] {
  const random = seededRandom(11);
  const [netAt, rimAt] = [SCREEN.x + 0.3 * SCREEN.w, SCREEN.x + 0.58 * SCREEN.w];
  return Array.from({ length: (SCREEN.w - 40) / 2 + 1 }, (_, index) => {
    const x = SCREEN.x + 20 + index * 2;
    const signal = between(random, -0.03, 0.03) + ring(x, netAt, 0.36, 46, 110) + ring(x, rimAt, 1, 18, 70);
    return [x, BASELINE - signal * GAIN];
  });
}

function scope(points: Point[]): string[] {
  const { x, y, w, h } = SCREEN;
  const grid = [
    ...Array.from({ length: 11 }, (_, index) => line([x + (index * w) / 10, y], [x + (index * w) / 10, y + h], GLOW, 1.5, { opacity: 0.16 })),
    ...Array.from({ length: 9 }, (_, index) => line([x, y + (index * h) / 8], [x + w, y + (index * h) / 8], GLOW, 1.5, { opacity: 0.16 })),
  ];
  const crossing = points.find(([px, py]) => px > x + 0.5 * w && py < THRESHOLD_Y)?.[0] ?? 0;
  const window = 190;
  return [
    softShadow(150, 110, 1300, 690, 36, 0.45),
    rect(150, 110, 1300, 690, url('body'), { rx: 36 }),
    rect(x - 14, y - 14, w + 28, h + 28, '#0b1220', { rx: 18 }),
    rect(x, y, w, h, url('screen'), { rx: 8 }),
    ...grid,
    line([x, BASELINE], [x + w, BASELINE], GLOW, 2, { opacity: 0.35 }),
    // The debounce window: shaded from the crossing, with a bracket along its top.
    rect(crossing, y + 6, window, h - 12, palette.amber, { opacity: 0.14 }),
    polyline([[crossing, y + 40], [crossing, y + 24], [crossing + window, y + 24], [crossing + window, y + 40]], palette.amber, 4, { opacity: 0.9 }),
    line([x + 10, THRESHOLD_Y], [x + w - 10, THRESHOLD_Y], palette.orange, 4, { 'stroke-dasharray': '22 14' }),
    polyline(points, GLOW, 10, { filter: url('glow'), opacity: 0.7 }),
    polyline(points, '#ccfbf1', 3.5),
    circle(crossing, THRESHOLD_Y, 26, palette.orange, { opacity: 0.3 }),
    circle(crossing, THRESHOLD_Y, 11, palette.orange, { stroke: palette.white, 'stroke-width': 3 }),
  ];
}

/** Knobs, buttons and the input socket right of the screen. */
function controls(): string[] {
  const knob = (cx: number, cy: number, r: number, turn: number) =>
    group([
      circle(cx, cy + 5, r, palette.night, { opacity: 0.45 }),
      circle(cx, cy, r, url('knob')),
      line([cx, cy], [cx + r * 0.75 * Math.sin(turn), cy - r * 0.75 * Math.cos(turn)], palette.white, 5),
    ]);
  const buttons = [palette.tealLight, palette.orange, palette.mist, palette.mist].map((color, index) =>
    rect(1205 + (index % 2) * 110, 470 + Math.floor(index / 2) * 62, 90, 40, color, { rx: 10, opacity: 0.9 }),
  );
  return [
    knob(1260, 250, 48, 0.6),
    knob(1370, 250, 48, -0.9),
    knob(1260, 380, 34, 2.2),
    knob(1370, 380, 34, -2.4),
    ...buttons,
    circle(1300, 690, 30, palette.steel),
    circle(1300, 690, 16, '#0f172a'),
    circle(1300, 690, 6, palette.mist),
    circle(1400, 690, 9, palette.leaf),
  ];
}

/** The piezo disc on the desk, its two leads running up to the socket. */
function piezo(): string[] {
  const [cx, cy] = [360, 905];
  return [
    path(`M${cx + 40} ${cy - 6} C${cx + 420} ${cy - 20} ${1150} ${960} ${1290} ${720}`, 'none', { stroke: palette.coral, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    path(`M${cx + 40} ${cy + 8} C${cx + 430} ${cy + 10} ${1180} ${975} ${1312} ${720}`, 'none', { stroke: '#0f172a', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    softShadow(cx - 95, cy - 45, 190, 90, 45, 0.4),
    path(`M${cx - 95} ${cy} A95 42 0 0 0 ${cx + 95} ${cy} L${cx + 95} ${cy - 10} A95 42 0 0 0 ${cx - 95} ${cy - 10} Z`, '#a16207'),
    ellipse(cx, cy - 10, 95, 42, url('brass')),
    ellipse(cx, cy - 10, 58, 26, palette.cream),
    circle(cx + 40, cy - 6, 8, '#d1d5db'),
  ];
}

export function rimSignal(): string {
  const defs = [
    softShadowFilter(),
    blurFilter('glow', 7),
    radialGradient('room', [[0, '#1e3a5f'], [1, palette.night]], [0.5, 0.4, 0.8]),
    linearGradient('desk', [[0, '#1e293b'], [1, '#0b1220']]),
    linearGradient('body', [[0, '#475569'], [1, '#1e293b']]),
    radialGradient('screen', [[0, '#0b3b3a'], [1, '#04161c']], [0.5, 0.5, 0.7]),
    radialGradient('knob', [[0, '#94a3b8'], [1, '#334155']], [0.35, 0.35, 0.75]),
    radialGradient('brass', [[0, palette.sand], [0.7, palette.amber], [1, palette.woodLight]], [0.4, 0.4, 0.7]),
  ];
  return svgDocument(W, H, defs, [
    rect(0, 0, W, H, url('room')),
    rect(0, DESK, W, H - DESK, url('desk')),
    rect(0, DESK, W, 3, palette.slate),
    ...scope(trace()),
    ...controls(),
    ...piezo(),
  ]);
}
