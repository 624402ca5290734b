import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { experience } from '../../src/content/experience';
import { profile } from '../../src/content/profile';
import { projects } from '../../src/content/projects';
import { buildResumePdf } from './build-resume';

/** The text a page draws: pdfkit writes each line as a TJ array of hex strings and kerning. */
function shownText(pdf: Buffer): string {
  const arrays = pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [];
  return arrays
    .map((array) =>
      (array.match(/<([0-9a-f]*)>/g) ?? [])
        .map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('buildResumePdf', () => {
  it('produces a PDF file', async () => {
    const pdf = await buildResumePdf();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('fits on exactly one page', async () => {
    const pdf = await buildResumePdf();
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('is byte-for-byte identical from run to run', async () => {
    const [first, second] = await Promise.all([buildResumePdf(), buildResumePdf()]);
    expect(sha256(first)).toBe(sha256(second));
  });

  it('shows the owner, every job and every project', async () => {
    const text = shownText(await buildResumePdf({ compress: false }));
    expect(text).toContain(profile.name);
    expect(text).toContain(profile.email);
    for (const entry of experience) expect(text).toContain(entry.title);
    for (const project of projects) expect(text).toContain(project.title);
  });
});
