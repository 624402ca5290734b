/**
 * French typography's narrow no-break space (U+202F) in the French resume, wherever the owner's
 * French texts put it (before `!`, `?`, `;`, or `:` as France sets it). Plus Jakarta Sans has no
 * glyph for it, so the PDF draws a no-break space (U+00A0) in its place: read back from the PDF,
 * the space is there and no glyph is the font's .notdef. The resume's own French label keeps its
 * no-break space before the colon too.
 */
import { describe, expect, it, vi } from 'vitest';
import { wordsIn } from '../../src/lib/languages/words.ts';
import { SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { extractPdfGlyphs, extractPdfText } from '../../tests/support/pdf-text.ts';
import { buildResume } from './build-resume.ts';

// The owner's French summary and first job written as French typesetting writes them.
vi.mock('../../src/content/translations/fr.ts', async (importOriginal) => {
  const { fr } = await importOriginal<typeof import('../../src/content/translations/fr.ts')>();
  // A site in English only may have no French texts at all.
  if (!fr) return { fr };
  return {
    fr: {
      ...fr,
      profile: { ...fr.profile, summary: 'Étudiante en génie\u202F: des capteurs aux prototypes\u202F!' },
      experience: Object.fromEntries(Object.entries(fr.experience).map(([id, entry], index) => [id, index === 0 ? { ...entry, title: 'Stagiaire\u202F; robotique' } : entry])),
    },
  };
});

// The owner's French texts are a translation here, the first language's being the content files.
const french = SITE_LANGUAGES.slice(1).some(({ code }) => code === 'fr');
if (!french) console.warn('narrow-space: SKIPPED: French is not a further language of the site (src/content/languages.ts)');

describe.runIf(french)('the French resume and the narrow no-break space', { timeout: 30_000 }, () => {
  const words = wordsIn('fr').resume;

  it('draws a no-break space wherever the text has a narrow one, and no .notdef glyph', async () => {
    const resume = await buildResume('fr');
    const { drawn, notdef } = await extractPdfGlyphs(resume.pdf);
    expect(notdef).toBe(0);
    expect(drawn).not.toContain('\u202F');
    expect(drawn).not.toContain('\u0000');
    // The owner's texts, and the dictionary's label, each with U+00A0.
    expect(drawn).toContain(words.labelled(words.builtWith).replace('\u202F', '\u00A0').trimEnd());
    expect(drawn).toContain('génie\u00A0: des capteurs aux prototypes\u00A0!');
    expect(drawn).toContain('Stagiaire\u00A0; robotique');
    expect(resume.warnings.filter((warning) => warning.includes('glyph'))).toEqual([]);
  });

  it('reads back with the space in place, as a reader copying the text gets it', async () => {
    const text = (await extractPdfText((await buildResume('fr')).pdf)).pageTexts.join('\n');
    expect(text).toContain('prototypes !');
    expect(text).toContain(`${words.builtWith} :`);
  });
});
