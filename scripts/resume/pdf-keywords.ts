/**
 * The resume's Keywords metadata: one text string (PDF 32000-1, 14.3.3, the document information
 * dictionary), whose separator the standard leaves to the writer. Readers split it on semicolons,
 * and many on commas too: ExifTool splits on commas, and Acrobat, copying the field into XMP's
 * list of subjects, takes a comma as a separator unless the keyword is in double quotes. So the
 * keywords are joined with semicolons, and one holding a comma or a semicolon is quoted as
 * Acrobat writes it: `Python; "Eurocodes 2, 3, 5, 7"; QGIS` keeps each skill whole.
 */
const SEPARATOR = /[,;]/;

export const pdfKeywords = (keywords: readonly string[]): string => keywords.map((keyword) => (SEPARATOR.test(keyword) ? `"${keyword.replaceAll('"', "'")}"` : keyword)).join('; ');

