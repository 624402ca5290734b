/** Gallery 01: an orange robot arm reaching over a workbench in a warm workshop. */
import { gear } from '../motifs.ts';
import { palette } from '../palette.ts';
import { blurFilter, circle, ellipse, group, line, linearGradient, path, rect, svgDocument, url, type Point } from '../svg.ts';

const W = 1600;
const H = 1000;
const BENCH = 680;
const SHOULDER: Point = [1080, 470];
const ELBOW: Point = [840, 250];
const WRIST: Point = [620, 420];
const TOOL: Point = [600, 560];

function workshop(): string[] {
  const holes = [];
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 14; col += 1) holes.push(circle(150 + col * 36, 150 + row * 36, 4, '#c8a27c'));
  }
  return [
    rect(0, 0, W, H, url('wall')),
    rect(120, 120, 540, 310, '#e9c9a3', { rx: 10 }),
    ...holes,
    // Hanging tools: wrench, screwdrivers, a coil of wire.
    circle(235, 196, 26, palette.steel),
    rect(226, 168, 18, 26, '#e9c9a3'),
    rect(226, 206, 18, 150, palette.steel, { rx: 8 }),
    rect(310, 190, 14, 90, palette.coral, { rx: 6 }),
    rect(314, 280, 6, 70, palette.mist),
    rect(350, 190, 14, 90, palette.amber, { rx: 6 }),
    rect(354, 280, 6, 56, palette.mist),
    circle(480, 270, 60, 'none', { stroke: palette.tealDeep, 'stroke-width': 14 }),
    circle(480, 270, 38, 'none', { stroke: palette.teal, 'stroke-width': 10 }),
    gear(590, 220, 40, 10, palette.steel),
    circle(590, 220, 12, '#e9c9a3'),
    // Shelf with parts bins.
    rect(1240, 230, 300, 16, palette.wood),
    rect(1260, 170, 80, 60, palette.teal, { rx: 6 }),
    rect(1350, 150, 80, 80, palette.orange, { rx: 6 }),
    rect(1440, 190, 80, 40, palette.navy, { rx: 6 }),
  ];
}

function bench(): string[] {
  return [
    rect(0, BENCH, W, 40, url('wood')),
    rect(0, BENCH + 40, W, H - BENCH - 40, '#4a3728'),
    ...[0, 1, 2, 3].map((index) => rect(60 + index * 390, BENCH + 80, 340, 150, '#5b4433', { rx: 10 })),
    ...[0, 1, 2, 3].map((index) => rect(190 + index * 390, BENCH + 140, 80, 14, '#c8a27c', { rx: 7 })),
    // The workpiece and a parts tray.
    ellipse(600, BENCH + 4, 90, 12, palette.night, { opacity: 0.2 }),
    rect(540, BENCH - 70, 120, 70, palette.teal, { rx: 8 }),
    rect(540, BENCH - 70, 120, 16, palette.tealLight, { rx: 8 }),
    rect(200, BENCH - 40, 220, 40, palette.slate, { rx: 6 }),
    ...[0, 1, 2, 3, 4].map((index) => circle(230 + index * 40, BENCH - 44, 12, index % 2 ? palette.amber : palette.mist)),
  ];
}

/** One arm link: a thick rounded bar with a highlight along its top edge. */
function link(from: Point, to: Point, width: number): string {
  return group([
    line(from, to, palette.orangeDeep, width + 10),
    line(from, to, palette.orange, width),
    line([from[0], from[1] - width * 0.22], [to[0], to[1] - width * 0.22], palette.orangeLight, width * 0.18, { opacity: 0.7 }),
  ]);
}

function joint([x, y]: Point, radius: number): string {
  return group([circle(x, y, radius, palette.slate), circle(x, y, radius * 0.55, palette.mist), circle(x, y, radius * 0.2, palette.slate)]);
}

function arm(): string[] {
  const [bx] = SHOULDER;
  return [
    ellipse(bx, BENCH + 4, 170, 20, palette.night, { opacity: 0.25, filter: url('blur') }),
    rect(bx - 130, BENCH - 50, 260, 50, palette.slate, { rx: 12 }),
    path(`M${bx - 90} ${BENCH - 50} L${bx - 60} ${SHOULDER[1]} H${bx + 60} L${bx + 90} ${BENCH - 50} Z`, palette.orange),
    path(`M${bx + 30} ${BENCH - 50} L${bx + 20} ${SHOULDER[1]} H${bx + 60} L${bx + 90} ${BENCH - 50} Z`, palette.orangeDeep, { opacity: 0.6 }),
    path(`M${SHOULDER[0] + 40} ${SHOULDER[1]} C1180 380 1020 200 ${ELBOW[0]} ${ELBOW[1] - 40}`, 'none', {
      stroke: palette.night,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    link(SHOULDER, ELBOW, 78),
    link(ELBOW, WRIST, 62),
    joint(SHOULDER, 56),
    joint(ELBOW, 46),
    joint(WRIST, 36),
    // Gripper: a wrist block and two fingers around the workpiece.
    rect(WRIST[0] - 26, WRIST[1] + 20, 52, 70, palette.slate, { rx: 8 }),
    rect(TOOL[0] - 48, TOOL[1] - 50, 96, 24, palette.steel, { rx: 6 }),
    rect(TOOL[0] - 48, TOOL[1] - 30, 18, 60, palette.slate, { rx: 5 }),
    rect(TOOL[0] + 30, TOOL[1] - 30, 18, 60, palette.slate, { rx: 5 }),
    circle(WRIST[0], WRIST[1] + 50, 6, palette.tealLight),
  ];
}

/** The task lamp's pool of light over the bench. */
function lamp(): string[] {
  return [
    path('M260 0 V90', 'none', { stroke: palette.slate, 'stroke-width': 6 }),
    path('M200 150 L230 90 H290 L320 150 Z', palette.tealDeep),
    path('M200 150 L40 680 H480 L320 150 Z', url('light'), { opacity: 0.5 }),
  ];
}

export function robotArm(): string {
  const defs = [
    blurFilter('blur', 10),
    linearGradient('wall', [
      [0, '#fdebd3'],
      [1, '#f6cfa4'],
    ]),
    linearGradient('wood', [
      [0, palette.woodLight],
      [1, palette.wood],
    ]),
    linearGradient('light', [
      [0, '#fff7d6', 0.9],
      [1, '#fff7d6', 0],
    ]),
  ];
  return svgDocument(W, H, defs, [...workshop(), ...lamp(), ...bench(), ...arm()]);
}
