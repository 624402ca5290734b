/** Each keyword whole in the PDF's Keywords field, a skill holding commas too. */
import { describe, expect, it } from 'vitest';
import { readPdfKeywords } from '../../tests/support/pdf-text.ts';
import { pdfKeywords } from './pdf-keywords.ts';

describe('the resume\'s Keywords field', () => {
  const skills = ['Python', 'Eurocodes 2, 3, 5, 7', 'C / C++', 'Soil; rock mechanics', 'QGIS'];

  it('joins the keywords with semicolons and quotes one that holds a comma or a semicolon', () => {
    expect(pdfKeywords(skills)).toBe('Python; "Eurocodes 2, 3, 5, 7"; C / C++; "Soil; rock mechanics"; QGIS');
  });

  it('reads back as the same keywords, each whole', () => {
    expect(readPdfKeywords(pdfKeywords(skills))).toEqual(skills);
  });

  it('has no comma outside the quotes, for a reader that splits on commas too', () => {
    expect(pdfKeywords(skills).replace(/"[^"]*"/g, '')).not.toContain(',');
  });
});
