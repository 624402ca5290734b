/** Gallery 06: an airliner climbing out over a sunset, seen from the airport fence. */
import { palette } from '../palette.ts';
import { circle, group, line, linearGradient, path, radialGradient, rect, svgDocument, transform, url } from '../svg.ts';

const W = 1600;
const H = 1000;
const SILHOUETTE = '#1e1b4b';
const HORIZON = 820;
const FENCE_TOP = 690;

function sky(): string[] {
  const cloud = (x: number, y: number, width: number, opacity: number) =>
    rect(x, y, width, 22, '#f9a8d4', { rx: 11, opacity });
  return [
    rect(0, 0, W, H, url('sunset')),
    circle(1120, 760, 360, url('glow')),
    circle(1120, 760, 160, url('sun')),
    cloud(820, 640, 520, 0.55),
    cloud(960, 700, 420, 0.45),
    cloud(180, 520, 380, 0.3),
    cloud(300, 570, 260, 0.25),
  ];
}

/** The airliner facing right in its own frame; the scene tilts it nose-up. */
function airliner(): string {
  const fuselage =
    'M270 4 C262 -16 240 -26 200 -26 L-190 -26 C-220 -26 -246 -36 -262 -46 L-272 -40 ' +
    'C-262 -20 -250 12 -210 22 L200 22 C240 22 262 18 270 4 Z';
  return group(
    [
      path('M20 -22 L-60 -96 L-32 -96 L64 -24 Z', '#312e81'),
      path('M-172 -26 L-252 -138 L-214 -138 L-118 -26 Z', SILHOUETTE),
      path(fuselage, SILHOUETTE),
      path('M-196 0 L-276 -6 L-256 14 L-174 12 Z', '#312e81'),
      path('M52 8 L-96 156 L-56 156 L96 12 Z', SILHOUETTE),
      path('M-8 52 h70 a14 14 0 0 1 0 28 h-70 Z', SILHOUETTE),
      line([120, 22], [116, 44], SILHOUETTE, 6),
      line([-20, 22], [-24, 42], SILHOUETTE, 6),
      circle(-76, 156, 5, palette.leaf),
      circle(-252, -138, 5, palette.red),
      path('M200 -20 L-180 -20', 'none', { stroke: palette.orangeLight, 'stroke-width': 3, opacity: 0.6 }),
    ],
    { transform: transform(660, 380, -14, 1.3) },
  );
}

function airfield(): string[] {
  const lights = Array.from({ length: 30 }, (_, index) => circle(40 + index * 54, HORIZON + 30, 4, palette.amber));
  const posts = Array.from({ length: 9 }, (_, index) => rect(index * 200 - 4, FENCE_TOP - 16, 16, H, SILHOUETTE));
  return [
    path(`M0 ${HORIZON} Q400 790 800 812 T1600 ${HORIZON - 10} V${H} H0 Z`, '#2e1065'),
    ...lights,
    path(`M0 ${H - 70} Q500 ${H - 110} 1000 ${H - 80} T1600 ${H - 90} V${H} H0 Z`, SILHOUETTE),
    // Chain-link fence in the foreground.
    rect(0, FENCE_TOP, W, H - FENCE_TOP, url('mesh'), { opacity: 0.85 }),
    ...posts,
    line([0, FENCE_TOP], [W, FENCE_TOP], SILHOUETTE, 8),
  ];
}

export function airplane(): string {
  const defs = [
    linearGradient('sunset', [
      [0, '#312e81'],
      [0.35, '#7c3aed'],
      [0.62, '#db2777'],
      [0.82, '#f97316'],
      [1, '#fbbf24'],
    ]),
    radialGradient('glow', [
      [0, palette.amber, 0.6],
      [1, palette.amber, 0],
    ]),
    radialGradient('sun', [
      [0, '#fffbeb'],
      [0.6, '#fde68a'],
      [1, '#fb923c'],
    ]),
    `<pattern id="mesh" width="44" height="44" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">${line([0, 0], [0, 44], SILHOUETTE, 3)}${line([0, 0], [44, 0], SILHOUETTE, 3)}</pattern>`,
  ];
  return svgDocument(W, H, defs, [...sky(), airliner(), ...airfield()]);
}
