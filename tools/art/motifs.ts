/** Small drawings that several scenes reuse: gears, window chrome, lines of "text", sparkles. */
import { palette } from './palette.ts';
import { blurFilter, circle, group, path, rect, url, type Attrs, type Point } from './svg.ts';

const polar = (cx: number, cy: number, r: number, angle: number): Point => [
  cx + r * Math.cos(angle),
  cy + r * Math.sin(angle),
];

/** A spur-gear outline with `teeth` trapezoid teeth; the root circle sits at 80% of `radius`. */
export function gear(cx: number, cy: number, radius: number, teeth: number, fill: string, extra: Attrs = {}): string {
  const step = (Math.PI * 2) / teeth;
  const root = radius * 0.8;
  const corners = Array.from({ length: teeth }, (_, index) => {
    const base = index * step;
    return [
      polar(cx, cy, root, base - step * 0.28),
      polar(cx, cy, radius, base - step * 0.16),
      polar(cx, cy, radius, base + step * 0.16),
      polar(cx, cy, root, base + step * 0.28),
    ];
  }).flat();
  const d = `M${corners.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')} Z`;
  return path(d, fill, { 'stroke-linejoin': 'round', ...extra });
}

/**
 * Lines of placeholder "text" as rounded bars: `widths` are fractions of `width`, one per line.
 * Reads as writing at a glance without depending on any font.
 */
export function textBars(
  x: number,
  y: number,
  width: number,
  widths: number[],
  options: { height: number; gap: number; fill: string | string[] },
): string {
  const fills = Array.isArray(options.fill) ? options.fill : [options.fill];
  return group(
    widths.map((fraction, index) =>
      rect(x, y + index * (options.height + options.gap), width * fraction, options.height, fills[index % fills.length] ?? palette.mist, {
        rx: options.height / 2,
      }),
    ),
  );
}

/** A window frame with a title bar and the three traffic-light dots. */
export function windowFrame(x: number, y: number, width: number, height: number, options: { body: string; bar: string; radius?: number }): string {
  const radius = options.radius ?? 18;
  const barHeight = 46;
  return group([
    rect(x, y, width, height, options.body, { rx: radius }),
    path(
      `M${x} ${y + barHeight} V${y + radius} Q${x} ${y} ${x + radius} ${y} H${x + width - radius} Q${x + width} ${y} ${x + width} ${y + radius} V${y + barHeight} Z`,
      options.bar,
    ),
    ...[palette.coral, palette.amber, palette.leaf].map((color, index) => circle(x + 26 + index * 22, y + barHeight / 2, 7, color)),
  ]);
}

/** A four-pointed twinkle, for highlights and confetti-like accents. */
export function sparkle(cx: number, cy: number, size: number, fill: string, extra: Attrs = {}): string {
  const s = size;
  const k = size * 0.22;
  const d = `M${cx} ${cy - s} Q${cx + k} ${cy - k} ${cx + s} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + s} Q${cx - k} ${cy + k} ${cx - s} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - s} Z`;
  return path(d, fill, extra);
}

/** The blur a scene must add to its defs before using `softShadow`. */
export const softShadowFilter = (): string => blurFilter('soft-shadow', 16);

/** A blurred, offset copy of a rounded card's footprint, drawn just before the card. */
export function softShadow(x: number, y: number, width: number, height: number, radius: number, opacity = 0.18): string {
  return rect(x + 6, y + 16, width, height, palette.night, { rx: radius, opacity, filter: url('soft-shadow') });
}

/** A pine: three stacked triangles on a short trunk, `height` tall from its base at (x, y). */
export function pine(x: number, y: number, height: number, fill: string): string {
  const w = height * 0.42;
  const tiers = [0, 1, 2].map((tier) => {
    const top = y - height + tier * height * 0.22;
    const bottom = y - height * 0.12 - (2 - tier) * height * 0.2;
    const half = w * (0.55 + tier * 0.22);
    return `M${x} ${top} L${x + half} ${bottom} L${x - half} ${bottom} Z`;
  });
  return group([rect(x - height * 0.04, y - height * 0.14, height * 0.08, height * 0.14, '#3f2d20'), path(tiers.join(' '), fill)]);
}
