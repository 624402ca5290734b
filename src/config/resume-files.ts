/**
 * The resume's two files at the site's root, both made from the content at build time
 * (scripts/resume): the PDF people download, and the same resume as JSON Resume for machines.
 */
export const RESUME_PDF_FILE = 'resume.pdf';
export const RESUME_JSON_FILE = 'resume.json';
