/** Gallery 08: club night, a chess board in perspective with a king-and-rook endgame. */
import { floorCamera } from '../geometry.ts';
import { palette } from '../palette.ts';
import { circle, ellipse, group, linearGradient, path, polygon, radialGradient, rect, svgDocument, transform, url, type Point } from '../svg.ts';

const W = 1600;
const H = 1000;
const NEAR = 7.5;
const camera = floorCamera({ centerX: 800, horizon: 40, focal: 1200, height: 4.5 });

type Kind = 'king' | 'rook' | 'pawn';
/** The position: file a–h and rank 1–8, white playing up the board towards the far side. */
const PIECES: { kind: Kind; white: boolean; square: string }[] = [
  { kind: 'king', white: true, square: 'd3' },
  { kind: 'rook', white: true, square: 'b6' },
  { kind: 'pawn', white: true, square: 'e4' },
  { kind: 'king', white: false, square: 'f7' },
  { kind: 'rook', white: false, square: 'h2' },
  { kind: 'pawn', white: false, square: 'g5' },
];

/** Outlines one unit tall-ish, base on y = 0, drawn upright at any scale. */
const PLINTH = 'M-0.34 0 L0.34 0 L0.32 -0.08 L0.24 -0.12 L0.24 -0.17 L-0.24 -0.17 L-0.24 -0.12 L-0.32 -0.08 Z';
const SHAPES: Record<Kind, string> = {
  pawn: `${PLINTH} M-0.2 -0.16 C-0.12 -0.3 -0.08 -0.4 -0.08 -0.5 L0.08 -0.5 C0.08 -0.4 0.12 -0.3 0.2 -0.16 Z M-0.15 -0.53 L0.15 -0.53 L0.15 -0.47 L-0.15 -0.47 Z M0 -0.78 A0.15 0.15 0 1 1 0 -0.48 A0.15 0.15 0 1 1 0 -0.78 Z`,
  rook: `${PLINTH} M-0.22 -0.16 L-0.16 -0.7 L0.16 -0.7 L0.22 -0.16 Z M-0.25 -0.68 L-0.25 -0.94 L-0.15 -0.94 L-0.15 -0.85 L-0.05 -0.85 L-0.05 -0.94 L0.05 -0.94 L0.05 -0.85 L0.15 -0.85 L0.15 -0.94 L0.25 -0.94 L0.25 -0.68 Z`,
  king: `${PLINTH} M-0.22 -0.16 C-0.12 -0.5 -0.1 -0.8 -0.12 -0.98 L0.12 -0.98 C0.1 -0.8 0.12 -0.5 0.22 -0.16 Z M-0.2 -0.96 L0.2 -0.96 L0.2 -1.03 L-0.2 -1.03 Z M-0.16 -1.03 L-0.21 -1.17 Q0 -1.25 0.21 -1.17 L0.16 -1.03 Z M-0.035 -1.2 L0.035 -1.2 L0.035 -1.27 L0.11 -1.27 L0.11 -1.34 L0.035 -1.34 L0.035 -1.43 L-0.035 -1.43 L-0.035 -1.34 L-0.11 -1.34 L-0.11 -1.27 L-0.035 -1.27 Z`,
};

/** The floor position of a square's centre, or of a corner with `dx`/`dz` of ±0.5. */
function squareAt(file: number, rank: number, dx = 0, dz = 0): Point {
  return camera.project(file - 3.5 + dx, NEAR + rank + 0.5 + dz);
}

function board(): string[] {
  const frame = 0.45;
  const corner = (x: number, z: number) => camera.project(x, z);
  const [nl, nr, fr, fl] = [corner(-4 - frame, NEAR - frame), corner(4 + frame, NEAR - frame), corner(4 + frame, NEAR + 8 + frame), corner(-4 - frame, NEAR + 8 + frame)];
  const thickness = camera.scaleAt(NEAR - frame) * 0.3;
  const squares: string[] = [];
  for (let file = 0; file < 8; file += 1) {
    for (let rank = 0; rank < 8; rank += 1) {
      const quad = [squareAt(file, rank, -0.5, -0.5), squareAt(file, rank, 0.5, -0.5), squareAt(file, rank, 0.5, 0.5), squareAt(file, rank, -0.5, 0.5)];
      squares.push(polygon(quad, (file + rank) % 2 ? '#e6f4f1' : '#2f7d73'));
    }
  }
  return [
    ellipse(800, nl[1] + thickness + 6, 790, 36, palette.night, { opacity: 0.5 }),
    polygon([nl, nr, [nr[0], nr[1] + thickness], [nl[0], nl[1] + thickness]], '#3f2a1d'),
    polygon([nl, nr, fr, fl], url('frame')),
    ...squares,
  ];
}

function piece(kind: Kind, white: boolean, square: string): { depth: number; markup: string } {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  const [x, y] = squareAt(file, rank);
  const scale = camera.scaleAt(NEAR + rank + 0.5) * 1.2;
  return {
    depth: rank,
    markup: group([
      ellipse(x + scale * 0.12, y, scale * 0.4, scale * 0.1, palette.night, { opacity: 0.35 }),
      group([path(SHAPES[kind], url(white ? 'ivory' : 'ebony'))], { transform: transform(x, y, 0, scale) }),
    ]),
  };
}

function room(): string[] {
  return [
    rect(0, 0, W, H, url('wall')),
    circle(800, 300, 620, url('lamp')),
    rect(0, 300, W, 700, url('table')),
    // The chess clock waiting at the side of the board.
    ellipse(1385, 362, 130, 12, palette.night, { opacity: 0.4 }),
    rect(1270, 240, 230, 120, '#1f2937', { rx: 16 }),
    rect(1270, 240, 230, 20, '#374151', { rx: 10 }),
    circle(1330, 306, 36, palette.cloud),
    circle(1440, 306, 36, palette.cloud),
    path('M1330 306 L1330 280 M1440 306 L1460 292', 'none', { stroke: palette.night, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    rect(1310, 226, 40, 14, palette.orange, { rx: 4 }),
  ];
}

export function chess(): string {
  const pieces = PIECES.map((entry) => piece(entry.kind, entry.white, entry.square))
    .sort((a, b) => b.depth - a.depth)
    .map((entry) => entry.markup);
  const defs = [
    linearGradient('wall', [
      [0, '#1e293b'],
      [1, '#0f172a'],
    ]),
    radialGradient('lamp', [
      [0, '#fde68a', 0.28],
      [1, '#fde68a', 0],
    ]),
    linearGradient('table', [
      [0, '#4a3426'],
      [1, '#2b1d14'],
    ]),
    linearGradient('frame', [
      [0, '#7c5034'],
      [1, '#5b3a29'],
    ]),
    linearGradient('ivory', [
      [0, '#fffdf5'],
      [0.6, '#efe6d2'],
      [1, '#c9bda3'],
    ], [0, 0, 1, 0]),
    linearGradient('ebony', [
      [0, '#475569'],
      [0.5, '#1f2937'],
      [1, '#0b1220'],
    ], [0, 0, 1, 0]),
  ];
  return svgDocument(W, H, defs, [...room(), ...board(), ...pieces]);
}
