/** A friendly standing figure for group scenes, built from a few parameters. */
import { palette, shade } from './palette.ts';
import { circle, ellipse, group, line, path, rect, type Point } from './svg.ts';

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'buzz';
/** What the arms do: hang, cheer with one fist up, or hold something up with both hands. */
export type Pose = 'down' | 'cheer' | 'raise';

export interface Person {
  x: number;
  /** Where the feet touch the floor. */
  floor: number;
  height: number;
  skin: string;
  hair: string;
  style: HairStyle;
  shirt: string;
  pants: string;
  pose: Pose;
}

function hairShape(style: HairStyle, cx: number, cy: number, r: number, color: string): { back: string; front: string } {
  const cap = `M${cx - r * 1.04} ${cy + r * 0.1} C${cx - r * 1.1} ${cy - r * 1.2} ${cx + r * 1.1} ${cy - r * 1.2} ${cx + r * 1.04} ${cy + r * 0.1} C${cx + r * 0.7} ${cy - r * 0.5} ${cx - r * 0.7} ${cy - r * 0.5} ${cx - r * 1.04} ${cy + r * 0.1} Z`;
  switch (style) {
    case 'long':
      return { back: path(`M${cx - r * 1.1} ${cy + r * 1.5} C${cx - r * 1.5} ${cy - r * 1.4} ${cx + r * 1.5} ${cy - r * 1.4} ${cx + r * 1.1} ${cy + r * 1.5} Z`, color), front: path(cap, color) };
    case 'bun':
      return { back: circle(cx, cy - r * 1.1, r * 0.5, color), front: path(cap, color) };
    case 'curly':
      return {
        back: '',
        front: group([-0.8, -0.4, 0, 0.4, 0.8].map((dx, index) => circle(cx + dx * r, cy - r * (0.75 + (index % 2) * 0.18), r * 0.42, color))),
      };
    case 'buzz':
      return { back: '', front: path(cap, color, { opacity: 0.85 }) };
    default:
      return { back: '', front: path(`${cap} M${cx - r * 0.9} ${cy - r * 0.35} Q${cx} ${cy - r * 1.25} ${cx + r * 0.95} ${cy - r * 0.2} Q${cx + r * 0.2} ${cy - r * 0.75} ${cx - r * 0.9} ${cy - r * 0.35} Z`, color) };
  }
}

/** The hand positions for a pose, given the shoulders and the hips' height. */
function hands(pose: Pose, left: Point, right: Point, hipY: number, h: number): [Point, Point] {
  if (pose === 'raise') return [[left[0] + h * 0.06, left[1] - h * RAISE], [right[0] - h * 0.06, right[1] - h * RAISE]];
  if (pose === 'cheer') return [[left[0] - h * 0.02, hipY], [right[0] + h * 0.08, right[1] - h * 0.26]];
  return [[left[0] - h * 0.05, hipY + h * 0.02], [right[0] + h * 0.05, hipY + h * 0.02]];
}

/** How far above the shoulders raised hands reach, as a share of height. */
const RAISE = 0.34;
const SHOULDER = 0.74;

export function person(p: Person): string {
  const h = p.height;
  const r = h * 0.1;
  const headY = p.floor - h + r;
  const shoulderY = p.floor - h * SHOULDER;
  const hipY = p.floor - h * 0.42;
  const half = h * 0.14;
  const shoulders: [Point, Point] = [[p.x - half + h * 0.035, shoulderY + h * 0.035], [p.x + half - h * 0.035, shoulderY + h * 0.035]];
  const sleeve = shade(p.shirt, 0.18);
  const [leftHand, rightHand] = hands(p.pose, ...shoulders, hipY, h);
  const arm = (from: Point, to: Point) => group([line(from, to, sleeve, h * 0.06), circle(to[0], to[1], h * 0.032, p.skin)]);
  const hair = hairShape(p.style, p.x, headY, r, p.hair);
  const torso = `M${p.x - half} ${shoulderY + h * 0.06} Q${p.x - half} ${shoulderY} ${p.x - half + h * 0.06} ${shoulderY} H${p.x + half - h * 0.06} Q${p.x + half} ${shoulderY} ${p.x + half} ${shoulderY + h * 0.06} L${p.x + half * 0.82} ${hipY} H${p.x - half * 0.82} Z`;
  return group([
    ellipse(p.x, p.floor, h * 0.16, h * 0.02, palette.night, { opacity: 0.2 }),
    rect(p.x - half * 0.8, hipY - 4, half * 0.75, p.floor - hipY, p.pants, { rx: h * 0.02 }),
    rect(p.x + half * 0.05, hipY - 4, half * 0.75, p.floor - hipY, p.pants, { rx: h * 0.02 }),
    ellipse(p.x - half * 0.45, p.floor - 4, half * 0.5, h * 0.022, '#111827'),
    ellipse(p.x + half * 0.45, p.floor - 4, half * 0.5, h * 0.022, '#111827'),
    hair.back,
    rect(p.x - r * 0.35, headY + r * 0.6, r * 0.7, shoulderY - headY - r * 0.4, p.skin),
    path(torso, p.shirt),
    path(`M${p.x - r * 0.5} ${shoulderY} L${p.x} ${shoulderY + r * 0.7} L${p.x + r * 0.5} ${shoulderY} Z`, p.skin),
    circle(p.x + half * 0.45, shoulderY + h * 0.1, h * 0.02, palette.white, { opacity: 0.9 }),
    arm(shoulders[0], leftHand),
    arm(shoulders[1], rightHand),
    circle(p.x, headY, r, p.skin),
    circle(p.x - r * 0.36, headY + r * 0.08, r * 0.09, palette.night),
    circle(p.x + r * 0.36, headY + r * 0.08, r * 0.09, palette.night),
    path(`M${p.x - r * 0.35} ${headY + r * 0.38} Q${p.x} ${headY + r * 0.72} ${p.x + r * 0.35} ${headY + r * 0.38} Z`, palette.white, { stroke: '#7f1d1d', 'stroke-width': r * 0.06 }),
    hair.front,
  ]);
}

/** Where the hands of a 'raise' pose meet, for placing what they hold. */
export function raisedHands(p: Person): Point {
  return [p.x, p.floor - p.height * (SHOULDER - 0.035 + RAISE)];
}
