/** Just enough 3D for flat illustrations: spin a point, then project it onto the picture. */
import type { Point } from './svg.ts';

export type Vec3 = [number, number, number];

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Turns a point about the vertical axis (yaw), then tips it towards the viewer (pitch). */
export function spin([x, y, z]: Vec3, yaw: number, pitch: number): Vec3 {
  const [cy, sy, cp, sp] = [Math.cos(rad(yaw)), Math.sin(rad(yaw)), Math.cos(rad(pitch)), Math.sin(rad(pitch))];
  const x1 = x * cy + z * sy;
  const z1 = -x * sy + z * cy;
  return [x1, y * cp - z1 * sp, y * sp + z1 * cp];
}

/** The eight corners and twelve edges of a cube centred on the origin. */
export function cube(half: number): { corners: Vec3[]; edges: [number, number][] } {
  const corners: Vec3[] = [];
  for (const x of [-half, half]) for (const y of [-half, half]) for (const z of [-half, half]) corners.push([x, y, z]);
  const edges: [number, number][] = [];
  corners.forEach((a, i) =>
    corners.forEach((b, j) => {
      const differing = a.filter((value, axis) => value !== b[axis]).length;
      if (j > i && differing === 1) edges.push([i, j]);
    }),
  );
  return { corners, edges };
}

/**
 * A camera looking level across a floor: `(x, z)` on the floor, `z` metres away, lands at
 * `horizon + focal * height / z`. Returns the projector and the size factor at a depth.
 */
export function floorCamera(view: { centerX: number; horizon: number; focal: number; height: number }) {
  const project = (x: number, z: number): Point => [
    view.centerX + (view.focal * x) / z,
    view.horizon + (view.focal * view.height) / z,
  ];
  const scaleAt = (z: number) => view.focal / z;
  return { project, scaleAt };
}

/**
 * The same path shifted sideways by `distance` (positive: to the left of travel on screen),
 * corners mitred so parallel copies keep an even gap — a ribbon of PCB traces, for example.
 */
export function offsetPolyline(route: Point[], distance: number): Point[] {
  const normal = (a: Point, b: Point): Point => {
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const length = Math.hypot(dx, dy);
    return [dy / length, -dx / length];
  };
  return route.map((point, index) => {
    const before = index > 0 ? normal(route[index - 1] as Point, point) : undefined;
    const after = index < route.length - 1 ? normal(point, route[index + 1] as Point) : undefined;
    const [a, b] = [before ?? after, after ?? before] as [Point, Point];
    const mitre: Point = [a[0] + b[0], a[1] + b[1]];
    const scale = distance / (mitre[0] * a[0] + mitre[1] * a[1]);
    return [point[0] + mitre[0] * scale, point[1] + mitre[1] * scale];
  });
}
