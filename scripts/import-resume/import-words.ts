/**
 * The few words the import itself writes into the content, in each language it writes: where a
 * resume has a score, courses, or no line about an entry, the portrait's description and the
 * title of skills that came without a group. The
 * English import writes the first language's, `--fr` the French translation's.
 */
export interface ImportWords {
  /** "3.8/4.3" reads as a grade point average. */
  score: (score: string) => string;
  coursework: (courses: string) => string;
  /** The line of a job with no summary: its own title and employer. */
  jobLine: (title: string, company: string) => string;
  /** The line of a degree with no summary, score or courses. */
  degreeLine: (degree: string, institution: string) => string;
  portraitAlt: (name: string) => string;
  /** The title of the group of skills listed without one. */
  looseSkills: string;
}

export const IMPORT_WORDS = {
  en: {
    score: (score) => `GPA ${score}`,
    coursework: (courses) => `Coursework: ${courses}`,
    jobLine: (title, company) => `${title} at ${company}.`,
    degreeLine: (degree, institution) => `${degree} at ${institution}.`,
    portraitAlt: (name) => `Portrait of ${name}`,
    looseSkills: 'Skills',
  },
  // Québec's typography: a no-break space before the colon.
  fr: {
    score: (score) => `Moyenne cumulative\u00a0: ${score}`,
    coursework: (courses) => `Cours\u00a0: ${courses}`,
    jobLine: (title, company) => `${title}, ${company}.`,
    degreeLine: (degree, institution) => `${degree}, ${institution}.`,
    portraitAlt: (name) => `Portrait de ${name}`,
    looseSkills: 'Compétences',
  },
} as const satisfies Record<string, ImportWords>;
