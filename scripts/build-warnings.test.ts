import { describe, expect, it } from 'vitest';
import { buildWarnings } from './build-warnings.ts';

describe('buildWarnings', () => {
  it('keeps each line the build marks WARNING or (!), once, without colour codes', () => {
    const output = [
      'vite v8 building for production...',
      '\x1B[33mresume: WARNING the resume runs onto 2 pages\x1B[39m',
      'images: WARNING gallery/old-photo.jpg is 400×300 px; shown up to 1600 px wide, it needs 1600 px',
      'dist/assets/x.js 10 kB',
      '(!) Some chunks are larger than 500 kB',
      'resume: WARNING the resume runs onto 2 pages',
      'a warning in lower case is the bundler talking, not the owner',
    ].join('\n');
    expect(buildWarnings(output)).toEqual([
      'resume: WARNING the resume runs onto 2 pages',
      'images: WARNING gallery/old-photo.jpg is 400×300 px; shown up to 1600 px wide, it needs 1600 px',
      '(!) Some chunks are larger than 500 kB',
    ]);
  });
});
