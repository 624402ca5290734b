/** The hero portrait: Avery, head and shoulders, smiling, in a teal zip jacket. */
import { palette } from '../palette.ts';
import {
  circle,
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
import { gear } from '../motifs.ts';

const SKIN = '#e9b48f';
const SKIN_SHADE = '#d39872';
const HAIR = '#3b2417';
const HAIR_SHINE = '#5a3823';

function backdrop(): string[] {
  return [
    rect(0, 0, 800, 800, url('bg')),
    circle(400, 430, 300, url('halo')),
    group([gear(0, 0, 70, 12, 'none', { stroke: palette.tealLight, 'stroke-width': 6 })], {
      transform: transform(140, 170, 10),
      opacity: 0.55,
    }),
    group([gear(0, 0, 38, 9, 'none', { stroke: palette.orangeLight, 'stroke-width': 5 })], {
      transform: transform(662, 230, -8),
      opacity: 0.8,
    }),
    circle(655, 560, 9, palette.orange),
    circle(120, 520, 6, palette.teal),
    circle(700, 130, 5, palette.teal),
    path('M690 380 l14 -14 M690 366 l14 14', 'none', { stroke: palette.tealDeep, 'stroke-width': 4, 'stroke-linecap': 'round' }),
  ];
}

function jacket(): string[] {
  const body = 'M110 800 C112 700 150 640 250 612 L345 592 L455 592 L550 612 C650 640 688 700 690 800 Z';
  return [
    path(body, url('jacket')),
    path('M170 690 C190 650 230 628 290 614', 'none', { stroke: palette.tealLight, 'stroke-width': 8, 'stroke-linecap': 'round', opacity: 0.5 }),
    // The T-shirt showing in the open collar.
    path('M352 596 L448 596 L400 690 Z', palette.cloud),
    path('M372 596 Q400 622 428 596', 'none', { stroke: palette.mist, 'stroke-width': 5 }),
    // Collar flaps folded open.
    path('M342 578 L372 600 L400 692 L322 640 L318 602 Z', palette.tealDeep),
    path('M458 578 L428 600 L400 692 L478 640 L482 602 Z', palette.tealDeep),
    // Zip and seams.
    path('M400 692 L400 800', 'none', { stroke: palette.tealDeep, 'stroke-width': 6 }),
    path('M232 700 C240 740 236 775 230 800 M568 700 C560 740 564 775 570 800', 'none', {
      stroke: palette.tealDeep,
      'stroke-width': 4,
      opacity: 0.6,
    }),
    // A small gear patch on the chest.
    circle(500, 700, 26, palette.tealDeep),
    gear(500, 700, 17, 8, palette.amber),
    circle(500, 700, 6, palette.tealDeep),
  ];
}

function neckAndEars(): string[] {
  return [
    path('M352 500 L352 600 Q400 640 448 600 L448 500 Z', SKIN),
    path('M352 540 Q400 600 448 540 L448 580 Q400 615 352 580 Z', SKIN_SHADE),
    ellipse(282, 420, 24, 34, SKIN),
    ellipse(518, 420, 24, 34, SKIN),
    ellipse(286, 422, 11, 18, SKIN_SHADE),
    ellipse(514, 422, 11, 18, SKIN_SHADE),
  ];
}

function face(): string[] {
  const outline = 'M288 380 C288 300 335 262 400 262 C465 262 512 300 512 380 C512 470 470 548 400 548 C330 548 288 470 288 380 Z';
  const eye = (x: number) => [ellipse(x, 418, 12, 14, palette.night), circle(x + 4, 413, 4, palette.white)];
  const brow = (x: number, tilt: number) =>
    path(`M${x - 24} ${392 + tilt} Q${x} ${378} ${x + 24} ${392 - tilt}`, 'none', {
      stroke: HAIR,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    });
  return [
    path(outline, url('skin')),
    ...eye(354),
    ...eye(446),
    brow(354, 2),
    brow(446, -2),
    ellipse(330, 462, 22, 13, palette.coral, { opacity: 0.28 }),
    ellipse(470, 462, 22, 13, palette.coral, { opacity: 0.28 }),
    path('M404 424 Q396 452 388 462 Q398 470 412 464', 'none', {
      stroke: SKIN_SHADE,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    // Open smile with a row of teeth.
    path('M356 486 Q400 540 444 486 Q400 500 356 486 Z', '#7f1d1d'),
    path('M362 489 Q400 499 438 489 L434 499 Q400 508 366 499 Z', palette.white),
    path('M382 518 Q400 524 418 518 Q400 532 382 518 Z', palette.coral),
  ];
}

function hair(): string[] {
  // Parted on the left, the fringe sweeping across the forehead to the right temple.
  const mass =
    'M284 432 C252 326 290 208 408 206 C522 204 562 304 520 432 C516 384 506 352 486 334 ' +
    'C452 332 398 318 356 288 C324 300 298 350 284 432 Z';
  const sweep = 'M356 288 C400 310 452 322 486 334 C470 304 430 290 356 288 Z';
  return [
    path(mass, HAIR),
    path(sweep, HAIR_SHINE),
    path('M332 244 C376 222 444 224 486 254', 'none', {
      stroke: HAIR_SHINE,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }),
  ];
}

export function portrait(): string {
  const defs = [
    linearGradient('bg', [
      [0, palette.cream],
      [1, '#fde9d6'],
    ]),
    radialGradient('halo', [
      [0, palette.tealPale],
      [0.75, '#b7efe5'],
      [1, '#a7e8dc'],
    ]),
    linearGradient('jacket', [
      [0, palette.teal],
      [1, '#0d9488'],
    ], [0, 0, 1, 1]),
    radialGradient('skin', [
      [0, '#f1c3a0'],
      [0.8, SKIN],
      [1, SKIN_SHADE],
    ], [0.45, 0.4, 0.65]),
  ];
  return svgDocument(800, 800, defs, [...backdrop(), ...jacket(), ...neckAndEars(), ...face(), ...hair()]);
}
