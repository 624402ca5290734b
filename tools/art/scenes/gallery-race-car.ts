/** Gallery 03: the team's low electric race car at speed on a sunny test track. */
import { palette } from '../palette.ts';
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
  url,
} from '../svg.ts';

const W = 1600;
const H = 1000;
const WHEELS = [560, 1110];
const AXLE_Y = 724;

function trackside(): string[] {
  const random = seededRandom(3);
  const crowd = Array.from({ length: 260 }, (_, index) => {
    const colors = [palette.coral, palette.amber, palette.white, palette.teal, palette.sky, palette.red];
    return circle(140 + (index % 65) * 11.5 + between(random, -2, 2), 372 + Math.floor(index / 65) * 20, 5, colors[Math.floor(random() * colors.length)] ?? palette.white);
  });
  const trees = Array.from({ length: 26 }, (_, index) =>
    circle(900 + index * 28 + between(random, -8, 8), 440 + between(random, -10, 10), between(random, 26, 44), index % 3 ? '#15803d' : '#166534'),
  );
  const kerb = Array.from({ length: 34 }, (_, index) =>
    polygon([[index * 50 - 20, 560], [index * 50 + 30, 560], [index * 50 + 10, 592], [index * 50 - 40, 592]], index % 2 ? palette.white : palette.red),
  );
  return [
    rect(0, 0, W, H, url('sky')),
    ellipse(1250, 170, 90, 30, palette.white, { opacity: 0.8 }),
    ellipse(1320, 150, 70, 36, palette.white, { opacity: 0.8 }),
    ellipse(420, 120, 110, 28, palette.white, { opacity: 0.6 }),
    path('M0 470 Q400 380 800 440 T1600 420 V520 H0 Z', '#86efac'),
    ...trees,
    rect(120, 330, 780, 140, '#cbd5e1'),
    path('M100 330 L920 330 L880 300 L140 300 Z', palette.slate),
    ...crowd,
    rect(0, 470, W, 90, '#4ade80'),
    ...kerb,
    rect(0, 592, W, 318, url('asphalt')),
    rect(0, 604, W, 8, palette.white, { opacity: 0.9 }),
    rect(0, 884, W, 8, palette.white, { opacity: 0.9 }),
    rect(0, 900, W, 100, '#22c55e'),
    ...[650, 700, 760, 840].map((y, index) =>
      line([80 + index * 60, y], [380 + index * 40, y], palette.white, 6 - index, { opacity: 0.5 }),
    ),
  ];
}

function wheel(cx: number): string {
  return group([
    circle(cx, AXLE_Y, 80, '#111827'),
    circle(cx, AXLE_Y, 50, '#94a3b8'),
    path(`M${cx - 36} ${AXLE_Y - 14} A38 38 0 0 1 ${cx + 14} ${AXLE_Y - 36}`, 'none', { stroke: palette.white, 'stroke-width': 6, opacity: 0.7, 'stroke-linecap': 'round' }),
    path(`M${cx + 36} ${AXLE_Y + 14} A38 38 0 0 1 ${cx - 14} ${AXLE_Y + 36}`, 'none', { stroke: palette.slate, 'stroke-width': 6, opacity: 0.7, 'stroke-linecap': 'round' }),
    circle(cx, AXLE_Y, 16, palette.teal),
  ]);
}

function car(): string[] {
  const body =
    'M1388 760 C1300 736 1200 714 1100 706 L924 696 C904 678 884 670 854 670 L770 670 ' +
    'C752 640 724 622 690 624 C620 632 540 662 470 702 L462 772 L1300 772 Q1370 770 1388 760 Z';
  return [
    ellipse(900, 806, 540, 22, palette.night, { opacity: 0.5, filter: url('blur') }),
    // Rear wing: end plate on pylons.
    path('M470 690 L452 620 M510 680 L492 620', 'none', { stroke: '#111827', 'stroke-width': 12 }),
    rect(372, 560, 160, 74, palette.navy, { rx: 10 }),
    rect(372, 560, 160, 16, palette.teal, { rx: 6 }),
    path(body, url('livery')),
    rect(470, 762, 900, 12, palette.night, { rx: 6 }),
    path('M560 724 L1330 748', 'none', { stroke: palette.white, 'stroke-width': 9, 'stroke-linecap': 'round' }),
    // Sidepod with a lightning-bolt decal.
    path('M690 712 Q690 694 716 694 L960 700 Q990 702 990 728 L990 760 L690 760 Z', palette.tealDeep),
    polygon([[850, 698], [816, 734], [842, 734], [826, 758], [872, 718], [846, 718]], palette.amber),
    // Driver's helmet in the cockpit, under the safety hoop.
    circle(806, 654, 32, palette.white),
    path('M806 634 A22 22 0 0 1 836 656 L806 656 Z', palette.night),
    rect(784, 658, 44, 9, palette.orange),
    path('M730 676 L744 612 L776 612', 'none', { stroke: '#111827', 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    // Front wing and the nose roundel.
    rect(1220, 776, 190, 12, '#111827', { rx: 6 }),
    rect(1392, 742, 16, 48, palette.navy, { rx: 6 }),
    circle(1240, 736, 18, palette.white),
    circle(1240, 736, 9, palette.orange),
    ...WHEELS.map(wheel),
  ];
}

export function raceCar(): string {
  const defs = [
    blurFilter('blur', 10),
    linearGradient('sky', [
      [0, '#38bdf8'],
      [0.55, '#bae6fd'],
      [1, '#e0f2fe'],
    ]),
    linearGradient('asphalt', [
      [0, '#64748b'],
      [1, '#334155'],
    ]),
    linearGradient('livery', [
      [0, palette.tealLight],
      [0.5, palette.teal],
      [1, palette.tealDeep],
    ]),
  ];
  return svgDocument(W, H, defs, [...trackside(), ...car()]);
}
