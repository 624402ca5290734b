import { describe, expect, it } from 'vitest';
import { sectionInView } from './section-in-view';

/** A stand-in for a section element: only its top edge matters. */
function sectionAt(id: string, top: number): Element {
  return { id, getBoundingClientRect: () => ({ top }) } as unknown as Element;
}

const HEADER = 64;
const VIEWPORT = 664; // reading line at 64 + 600 / 3 = 264

describe('sectionInView', () => {
  const sections = [sectionAt('home', -900), sectionAt('projects', -20), sectionAt('skills', 263), sectionAt('about', 265)];

  it('picks the last section whose top has passed the reading line', () => {
    expect(sectionInView(sections, HEADER, VIEWPORT, false)?.id).toBe('skills');
  });

  it('picks the first section while none has reached the line yet', () => {
    expect(sectionInView([sectionAt('home', 300), sectionAt('projects', 900)], HEADER, VIEWPORT, false)?.id).toBe('home');
  });

  it('picks the last section at the end of the page, even if its top is low', () => {
    expect(sectionInView(sections, HEADER, VIEWPORT, true)?.id).toBe('about');
  });

  it('has nothing to mark without sections', () => {
    expect(sectionInView([], HEADER, VIEWPORT, false)).toBeNull();
  });
});
