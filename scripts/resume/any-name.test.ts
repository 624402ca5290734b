import { describe, expect, it, vi } from 'vitest';
import { extractPdfText, flattened } from '../../tests/support/pdf-text.ts';
import { buildResume } from './build-resume.ts';
import { chooseFamily } from './fonts.ts';

// Another owner: a name from Central Europe and Vietnam, and one the WinAnsi standard fonts garbled.
vi.mock('../../src/content/profile.ts', async (importOriginal) => {
  const { profile } = await importOriginal<typeof import('../../src/content/profile.ts')>();
  return {
    profile: {
      ...profile,
      name: 'Łucja Dvořák-Nguyễn',
      tagline: 'María-José O’Connor-Ñúñez, Ψηφιακά συστήματα',
      email: 'lucja.dvorak@example.org',
    },
  };
});

describe('buildResume, with a name outside Latin-1', { timeout: 30_000 }, () => {
  it('prints every name exactly, in an embedded font that has all its glyphs', async () => {
    const resume = await buildResume();
    const text = flattened((await extractPdfText(resume.pdf)).pageTexts.join('\n'));
    expect(text).toContain('Łucja Dvořák-Nguyễn');
    expect(text).toContain('María-José O’Connor-Ñúñez, Ψηφιακά συστήματα');
    expect(text).toContain('lucja.dvorak@example.org');
    // Greek is past the site's typeface: the resume falls back to Noto Sans, and no glyph is missing.
    expect(resume.fontFamily).toBe('Noto Sans');
    expect(resume.warnings.filter((warning) => warning.includes('glyph'))).toEqual([]);
  });
});

describe('chooseFamily', () => {
  it('names the characters no embedded font can draw, so the build can warn', () => {
    expect(chooseFamily('Robin 日本 Vale').missing).toEqual(['日', '本']);
    expect(chooseFamily('Łucja Dvořák-Nguyễn')).toMatchObject({ family: { name: 'Plus Jakarta Sans' }, missing: [] });
  });
});
