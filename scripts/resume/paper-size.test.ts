import { describe, expect, it, vi } from 'vitest';
import { buildResume } from './build-resume.ts';

// An owner who asks for A4, with no phone and no profile links: the header prints what there is.
vi.mock('../../src/content/profile.ts', async (importOriginal) => {
  const { profile } = await importOriginal<typeof import('../../src/content/profile.ts')>();
  const { phone: _phone, ...withoutPhone } = profile;
  return { profile: { ...withoutPhone, social: {}, resume: { ...profile.resume, paper: 'A4' } } };
});

/** The first page's MediaBox, in points. */
function mediaBox(pdf: Buffer): number[] {
  const match = /\/MediaBox \[([^\]]+)\]/.exec(pdf.toString('latin1'));
  return match![1]!.trim().split(/\s+/).map(Number);
}

describe('buildResume, paper from the content', { timeout: 30_000 }, () => {
  it('sets the resume on A4 (595.28 × 841.89 pt, 210 × 297 mm) when the content says A4', async () => {
    const resume = await buildResume();
    const [, , width, height] = mediaBox(resume.pdf);
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    expect(resume.pdf.toString('latin1')).not.toContain('tel:');
  });
});
