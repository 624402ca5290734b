import { describe, expect, it } from 'vitest';
import { matchClientAssets } from './prerender.ts';

const WRITTEN = ['assets/03-race-car-DSPhRY42.avif', 'assets/03-race-car-C2uc3xyr.jpeg', 'assets/10-team-btNXUVk_.jpeg', 'index.html'];

describe('matchClientAssets', () => {
  it('keeps URLs of files the client build wrote, under any base', () => {
    const html = '<img src="/assets/10-team-btNXUVk_.jpeg"><img src="/portfolio/assets/03-race-car-C2uc3xyr.jpeg">';
    expect(matchClientAssets(html, WRITTEN)).toBe(html);
  });

  it('points a same-bytes image the server build named otherwise at the file that was written', () => {
    const html = '<source srcSet="/portfolio/assets/11-go-kart-DSPhRY42.avif 480w, /portfolio/assets/03-race-car-DSPhRY42.avif 480w">';
    expect(matchClientAssets(html, WRITTEN)).toBe(
      '<source srcSet="/portfolio/assets/03-race-car-DSPhRY42.avif 480w, /portfolio/assets/03-race-car-DSPhRY42.avif 480w">',
    );
  });

  it('stops the build on a link to a file that was never written', () => {
    expect(() => matchClientAssets('<img src="/assets/gone-AAAAAAAA.jpeg">', WRITTEN)).toThrow(/assets\/gone-AAAAAAAA\.jpeg/);
  });
});
