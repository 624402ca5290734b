/**
 * validateContent runs the rules across fields on the content module itself: here a content with
 * a skill group left untitled, an icon name the set lacks and an accent unreadable on white.
 */
import { describe, expect, it, vi } from 'vitest';
import { validateContent } from './validate-content.ts';

vi.mock('../../src/content/skills.ts', () => ({
  skillGroups: { fieldwork: [{ name: 'Surveying', level: 'Advanced' }], design: [{ name: 'Drafting', level: 'Moderate' }] },
  skillGroupTitles: { fieldwork: 'Fieldwork' },
}));
vi.mock('../../src/content/interests.ts', () => ({ interests: [{ id: 'sea-swimming', title: 'Sea swimming', blurb: 'All year.', icon: 'swiming' }] }));
vi.mock('../../src/content/accent.ts', () => ({ accent: { colour: '#ffd43b' } }));

describe('validateContent', () => {
  it('reports an untitled group, an unknown icon and accent text below 4.5:1', () => {
    const problems = validateContent();
    expect(problems).toContain(`skills.ts: skillGroupTitles: has no title for the group "design"; add design: 'Its title'`);
    expect(problems).toContainEqual(expect.stringMatching(/^interests\.ts: interests\[0\]\.icon: "swiming" is not an icon name .*did you mean "swimming"/));
    expect(problems).toContainEqual(expect.stringMatching(/^accent\.ts: light theme: link and accent text/));
  });
});
