/** Gallery 10: the design team together after competition, holding up their trophy. */
import { sparkle } from '../motifs.ts';
import { person, raisedHands, type HairStyle, type Person, type Pose } from '../people.ts';
import { hairColors, palette, skinTones } from '../palette.ts';
import { between, group, linearGradient, path, polygon, rect, seededRandom, svgDocument, transform, url } from '../svg.ts';

const W = 1600;
const H = 1000;
const FLOOR = 930;

/** Back row first; `skin` and `hair` index the shared tone lists. */
const TEAM: { x: number; style: HairStyle; pose: Pose; skin: number; hair: number; back: boolean }[] = [
  { x: 420, style: 'short', pose: 'down', skin: 0, hair: 0, back: true },
  { x: 800, style: 'bun', pose: 'cheer', skin: 1, hair: 2, back: true },
  { x: 1180, style: 'buzz', pose: 'down', skin: 2, hair: 2, back: true },
  { x: 260, style: 'long', pose: 'cheer', skin: 3, hair: 2, back: false },
  { x: 600, style: 'curly', pose: 'down', skin: 4, hair: 4, back: false },
  { x: 1000, style: 'short', pose: 'raise', skin: 5, hair: 1, back: false },
  { x: 1340, style: 'long', pose: 'down', skin: 0, hair: 3, back: false },
];

function backdrop(): string[] {
  const random = seededRandom(42);
  const confetti = Array.from({ length: 70 }, () => {
    const colors = [palette.amber, palette.coral, palette.tealLight, palette.white, palette.orange];
    return rect(0, 0, 14, 8, colors[Math.floor(random() * colors.length)] ?? palette.amber, {
      transform: transform(between(random, 20, W - 20), between(random, 20, 560), between(random, 0, 180)),
      rx: 2,
    });
  });
  const flags = Array.from({ length: 17 }, (_, index) => {
    const x = index * 100;
    return polygon([[x, 90 + Math.sin(index) * 6], [x + 80, 96 + Math.sin(index + 1) * 6], [x + 40, 150]], [palette.orange, palette.amber, palette.tealLight][index % 3] ?? palette.amber);
  });
  return [
    rect(0, 0, W, H, url('wall')),
    rect(260, 170, 1080, 170, palette.navy, { rx: 18, opacity: 0.55 }),
    rect(330, 226, 940, 18, palette.white, { rx: 9, opacity: 0.35 }),
    rect(460, 268, 680, 14, palette.white, { rx: 7, opacity: 0.25 }),
    path('M0 80 Q800 140 1600 80', 'none', { stroke: palette.white, 'stroke-width': 3, opacity: 0.7 }),
    ...flags,
    rect(0, FLOOR - 40, W, H - FLOOR + 40, url('floor')),
    ...confetti,
  ];
}

function trophy(x: number, y: number): string {
  return group([
    path(`M${x - 70} ${y - 150} H${x + 70} Q${x + 70} ${y - 50} ${x} ${y - 40} Q${x - 70} ${y - 50} ${x - 70} ${y - 150} Z`, url('gold')),
    path(`M${x - 68} ${y - 130} Q${x - 118} ${y - 128} ${x - 96} ${y - 86} Q${x - 80} ${y - 62} ${x - 48} ${y - 66}`, 'none', { stroke: '#d97706', 'stroke-width': 12 }),
    path(`M${x + 68} ${y - 130} Q${x + 118} ${y - 128} ${x + 96} ${y - 86} Q${x + 80} ${y - 62} ${x + 48} ${y - 66}`, 'none', { stroke: '#d97706', 'stroke-width': 12 }),
    rect(x - 12, y - 44, 24, 34, '#d97706'),
    rect(x - 46, y - 14, 92, 26, palette.navy, { rx: 6 }),
    path(`M${x - 40} ${y - 140} Q${x - 44} ${y - 80} ${x - 10} ${y - 56}`, 'none', { stroke: '#fef3c7', 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.8 }),
    sparkle(x + 96, y - 170, 18, palette.white),
    sparkle(x - 110, y - 190, 12, palette.sand),
  ]);
}

export function team(): string {
  const people: Person[] = TEAM.map((member, index) => ({
    x: member.x,
    floor: member.back ? FLOOR - 60 : FLOOR,
    height: member.back ? 560 : 600,
    skin: skinTones[member.skin] ?? palette.sand,
    hair: hairColors[member.hair] ?? palette.night,
    style: member.style,
    pose: member.pose,
    shirt: member.back ? palette.tealDeep : palette.teal,
    pants: index % 2 ? palette.navy : '#334155',
  }));
  const holder = people.find((member) => member.pose === 'raise');
  const [cupX, cupY] = holder ? raisedHands(holder) : [800, 300];
  const defs = [
    linearGradient('wall', [
      [0, '#1e3a5f'],
      [1, palette.tealDeep],
    ], [0, 0, 1, 1]),
    linearGradient('floor', [
      [0, '#0f766e'],
      [1, '#134e4a'],
    ]),
    linearGradient('gold', [
      [0, '#fde68a'],
      [0.5, palette.amber],
      [1, '#d97706'],
    ], [0, 0, 1, 0]),
  ];
  return svgDocument(W, H, defs, [...backdrop(), ...people.map(person), trophy(cupX, cupY + 6)]);
}
