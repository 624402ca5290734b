/**
 * Holographic display case study: the pyramid on the LCD cut through its middle. A viewer's line
 * of sight, 10° below level, passes the near face, meets the inside of the far face (leaning at
 * 50°) and turns straight down onto the view drawn on the screen; the model appears behind the
 * far face, where the line of sight seems to go on.
 */
import { cube, spin } from '../geometry.ts';
import { softShadow, softShadowFilter } from '../motifs.ts';
import { palette } from '../palette.ts';
import { blurFilter, circle, group, line, linearGradient, path, polygon, radialGradient, rect, svgDocument, url, type Point } from '../svg.ts';

const W = 1600;
const H = 1000;
const GLOW = '#67e8f9';
const SCREEN_Y = 782;
const FACE = (50 * Math.PI) / 180;
const LOOK_DOWN = (10 * Math.PI) / 180;
const [LEFT, RIGHT] = [460, 1140];
const APEX: Point = [(LEFT + RIGHT) / 2, SCREEN_Y - ((RIGHT - LEFT) / 2) * Math.tan(FACE)];
/** Where the line of sight meets the far face, 45% of the way up it. */
const MIRROR: Point = [RIGHT + 0.45 * (APEX[0] - RIGHT), SCREEN_Y + 0.45 * (APEX[1] - SCREEN_Y)];
const DOWN: Point = [MIRROR[0], SCREEN_Y];
const EYE: Point = [MIRROR[0] - 840 * Math.cos(LOOK_DOWN), MIRROR[1] - 840 * Math.sin(LOOK_DOWN)];
/** The line of sight carried on behind the mirror as far as the mirror is above the screen. */
const GHOST: Point = [MIRROR[0] + (SCREEN_Y - MIRROR[1]) * Math.cos(LOOK_DOWN), MIRROR[1] + (SCREEN_Y - MIRROR[1]) * Math.sin(LOOK_DOWN)];

function backdrop(): string[] {
  const grid = [
    ...Array.from({ length: 17 }, (_, index) => line([index * 100, 0], [index * 100, H], palette.sky, 1.5, { opacity: 0.07 })),
    ...Array.from({ length: 11 }, (_, index) => line([0, index * 100], [W, index * 100], palette.sky, 1.5, { opacity: 0.07 })),
  ];
  return [rect(0, 0, W, H, url('room')), ...grid, rect(0, 830, W, H - 830, url('desk')), rect(0, 830, W, 3, palette.slate)];
}

function display(): string[] {
  return [
    softShadow(400, 780, 800, 56, 10, 0.5),
    rect(400, 784, 800, 50, '#0f172a', { rx: 8 }),
    rect(LEFT - 20, SCREEN_Y - 6, RIGHT - LEFT + 40, 12, url('screen'), { rx: 4 }),
    // The view drawn on the screen under the far face, glowing.
    line([DOWN[0] - 60, SCREEN_Y], [DOWN[0] + 60, SCREEN_Y], GLOW, 18, { filter: url('glow') }),
    line([DOWN[0] - 60, SCREEN_Y], [DOWN[0] + 60, SCREEN_Y], palette.white, 6),
  ];
}

function pyramid(): string[] {
  const [left, right]: [Point, Point] = [[LEFT, SCREEN_Y], [RIGHT, SCREEN_Y]];
  const arc = (r: number) => `M${RIGHT - r} ${SCREEN_Y} A${r} ${r} 0 0 1 ${RIGHT - r * Math.cos(FACE)} ${SCREEN_Y - r * Math.sin(FACE)}`;
  return [
    polygon([APEX, left, right], GLOW, { opacity: 0.07 }),
    line(APEX, left, palette.white, 4, { opacity: 0.7 }),
    line(APEX, right, palette.white, 5, { opacity: 0.9 }),
    line(APEX, right, GLOW, 14, { opacity: 0.35, filter: url('glow') }),
    path(arc(90), 'none', { stroke: palette.amber, 'stroke-width': 4 }),
  ];
}

/** An eye in profile, looking right and a little down. */
function eye(): string[] {
  const [x, y] = EYE;
  return [
    group(
      [
        path('M-70 0 Q-10 -46 46 0 Q-10 46 -70 0 Z', palette.white),
        circle(6, 0, 24, palette.tealDeep),
        circle(10, 0, 11, palette.night),
        circle(0, -8, 5, palette.white),
        path('M-74 -6 Q-12 -60 52 -6', 'none', { stroke: palette.mist, 'stroke-width': 6, 'stroke-linecap': 'round' }),
      ],
      { transform: `translate(${x - 50} ${y}) rotate(10)` },
    ),
    // The look-down angle, between level and the line of sight.
    line(EYE, [EYE[0] + 200, EYE[1]], palette.mist, 3, { 'stroke-dasharray': '10 10', opacity: 0.6 }),
    path(`M${EYE[0] + 150} ${EYE[1]} A150 150 0 0 1 ${EYE[0] + 150 * Math.cos(LOOK_DOWN)} ${EYE[1] + 150 * Math.sin(LOOK_DOWN)}`, 'none', {
      stroke: palette.amber,
      'stroke-width': 4,
    }),
  ];
}

function sightLine(): string[] {
  return [
    line(EYE, MIRROR, palette.amber, 6),
    line(MIRROR, DOWN, palette.amber, 6),
    polygon([[DOWN[0], DOWN[1] - 14], [DOWN[0] - 12, DOWN[1] - 40], [DOWN[0] + 12, DOWN[1] - 40]], palette.amber),
    line(MIRROR, GHOST, palette.amber, 4, { 'stroke-dasharray': '4 12', opacity: 0.7 }),
    circle(MIRROR[0], MIRROR[1], 12, palette.amber, { stroke: palette.white, 'stroke-width': 3 }),
  ];
}

/** The model as it appears, floating behind the far face: a faint glowing cube. */
function ghostModel(): string[] {
  const { corners, edges } = cube(54);
  const [cx, cy] = [GHOST[0] + 20, GHOST[1] - 30];
  const points = corners.map((corner) => spin(corner, 33, 18)).map(([x, y]): Point => [cx + x, cy - y]);
  const edgeLines = (width: number, color: string, extra = {}) => group(edges.map(([a, b]) => line(points[a] as Point, points[b] as Point, color, width, extra)));
  return [circle(cx, cy, 120, url('aura')), edgeLines(12, GLOW, { filter: url('glow'), opacity: 0.7 }), edgeLines(3, '#cffafe', { 'stroke-dasharray': '10 8' })];
}

export function holoOptics(): string {
  const defs = [
    softShadowFilter(),
    blurFilter('glow', 7),
    radialGradient('room', [[0, '#1e3a5f'], [1, palette.night]], [0.5, 0.45, 0.8]),
    linearGradient('desk', [[0, '#1e293b'], [1, '#0b1220']]),
    linearGradient('screen', [[0, '#0e7490'], [0.5, '#22d3ee'], [1, '#0e7490']], [0, 0, 1, 0]),
    radialGradient('aura', [[0, GLOW, 0.3], [1, GLOW, 0]]),
  ];
  return svgDocument(W, H, defs, [...backdrop(), ...display(), ...pyramid(), ...ghostModel(), ...sightLine(), ...eye()]);
}
