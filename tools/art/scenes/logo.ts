/**
 * The app logo: an "AQ" monogram inside a gear on a solid navy square. Letters are strokes, not
 * text, so no font is needed; everything stays inside the central 80% a maskable icon may crop to.
 */
import { gear } from '../motifs';
import { palette } from '../palette';
import { circle, group, path, rect, svgDocument } from '../svg';

const SIZE = 512;
const C = SIZE / 2;

export function logo(): string {
  const stroke = { fill: 'none', 'stroke-width': 28, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
  return svgDocument(SIZE, SIZE, [], [
    rect(0, 0, SIZE, SIZE, palette.night),
    gear(C, C, 188, 12, palette.teal),
    circle(C, C, 140, palette.night),
    group([
      path('M160 322 L200 188 L240 322 M172 280 H228', 'none', { ...stroke, stroke: palette.white }),
      circle(314, 255, 58, 'none', { ...stroke, stroke: palette.white }),
      path('M334 286 L360 316', 'none', { ...stroke, stroke: palette.amber }),
    ], { transform: 'translate(-10 0)' }),
  ]);
}
