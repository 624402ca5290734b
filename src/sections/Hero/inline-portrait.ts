/**
 * The portrait, the first view's largest paint, as one AVIF inlined into the page as a data
 * URL: drawn with the page's first paint instead of after a request of its own, which on a
 * slow phone network costs a round trip or two (docs/decisions/003). 480 px wide covers the
 * 260 px phone frame at 1.8× and the 360 px desktop frame at 1.3×, in about 4 kB at quality 45
 * (50, the encoder's default, cost 0.6 kB more, gzipped, for no difference one can see at that
 * size): every byte here delays the first paint, and the page must stay within two network
 * round trips (tools/bench/targets.ts). Browsers
 * without AVIF take the WebP/JPEG sources as before. Only the hero imports this, so the
 * islands' code never carries the bytes.
 */
const inlinedAvifs = import.meta.glob<string>('/src/assets/images/*.{jpg,jpeg,png,webp}', {
  eager: true,
  import: 'default',
  query: '?w=480&format=avif&quality=45&inline',
});

export function inlinePortrait(imagePath: string): string {
  const dataUrl = inlinedAvifs[`/src/assets/images/${imagePath}`];
  if (!dataUrl) throw new Error(`No portrait at src/assets/images/${imagePath} (the hero's image sits at the top of that folder).`);
  return dataUrl;
}
