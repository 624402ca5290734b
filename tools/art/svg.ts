/**
 * Tiny SVG builders shared by every scene: plain strings in, markup strings out, so a scene reads
 * as a list of shapes. Numbers are rounded to two decimals to keep the markup short and stable.
 */
export type Point = [number, number];
export type Attrs = Record<string, string | number | undefined>;
/** A gradient stop: offset 0–1, colour, and optional opacity. */
export type Stop = [number, string, number?];

const num = (value: number): string => String(Math.round(value * 100) / 100);

function attributes(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

function el(tag: string, attrs: Attrs, children: string[] = []): string {
  const open = `<${tag}${attributes(attrs)}`;
  return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${tag}>`;
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });

const points = (list: Point[]): string => list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export const polygon = (list: Point[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points(list), fill, ...extra });

export const polyline = (list: Point[], stroke: string, width: number, extra: Attrs = {}) =>
  el('polyline', {
    points: points(list),
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

export const line = (from: Point, to: Point, stroke: string, width: number, extra: Attrs = {}) =>
  polyline([from, to], stroke, width, extra);

export const group = (children: string[], extra: Attrs = {}) => el('g', extra, children);

/** `translate(x y) rotate(deg) scale(s)`, leaving out the parts that do nothing. */
export function transform(x: number, y: number, rotate = 0, scale = 1): string {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (rotate !== 0) parts.push(`rotate(${num(rotate)})`);
  if (scale !== 1) parts.push(`scale(${num(scale)})`);
  return parts.join(' ');
}

export const url = (id: string): string => `url(#${id})`;

const stopElements = (stops: Stop[]) =>
  stops.map(([offset, color, opacity]) =>
    el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
  );

/** A linear gradient across the shape's box; top to bottom unless told otherwise. */
export function linearGradient(id: string, stops: Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  return el('linearGradient', { id, x1, y1, x2, y2 }, stopElements(stops));
}

export function radialGradient(id: string, stops: Stop[], [cx, cy, r] = [0.5, 0.5, 0.5]): string {
  return el('radialGradient', { id, cx, cy, r }, stopElements(stops));
}

export function blurFilter(id: string, deviation: number): string {
  return el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, [
    el('feGaussianBlur', { stdDeviation: deviation }),
  ]);
}

export function clipPath(id: string, children: string[]): string {
  return el('clipPath', { id }, children);
}

export function svgDocument(width: number, height: number, defs: string[], body: string[]): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` },
    [el('defs', {}, defs), ...body],
  );
}

/** A seeded generator (mulberry32): scattered details land in the same place on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value between `min` and `max` from a seeded generator. */
export const between = (random: () => number, min: number, max: number): number =>
  min + (max - min) * random();
