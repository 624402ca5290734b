/**
 * JSON Resume (jsonresume.org), as the import reads it and the export writes it: one model for
 * both. `@jsonresume/schema` 1.3 ships the standard as a JSON Schema only, with no types, so its
 * fields are typed here once, those both sides use. Every field is optional in the standard; on
 * import the schema check has run before these types are trusted, and the export is checked
 * against them as it is written. Dates are `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; an entry without
 * `endDate` is current.
 */
export interface JsonResume {
  basics?: {
    name?: string;
    /** A job title or a line about the person: "Biomedical Engineering Student". */
    label?: string;
    /** A photo's URL: not fetched (the import needs no network). */
    image?: string;
    email?: string;
    phone?: string;
    /** A personal website. */
    url?: string;
    summary?: string;
    location?: { address?: string; postalCode?: string; city?: string; countryCode?: string; region?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: WorkEntry[];
  volunteer?: VolunteerEntry[];
  education?: EducationEntry[];
  awards?: AwardEntry[];
  certificates?: CertificateEntry[];
  publications?: PublicationEntry[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  /** Languages the person speaks, `fluency` in their own words ("Native speaker"). */
  languages?: { language?: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: unknown[];
  projects?: ProjectEntry[];
  /**
   * `lang` (or `x-lang`, as some themes write it): the file's language, `en`, `fr-CA`. Not fields
   * of the standard, which allows extra ones here; `canonical` (where the file is published) and
   * `version` are.
   */
  meta?: { canonical?: string; version?: string; lastModified?: string; lang?: string; 'x-lang'?: string };
}

interface WorkEntry {
  /** The employer. */
  name?: string;
  position?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

/** A volunteer role: a job's fields, its organization in place of the employer. */
type VolunteerEntry = Omit<WorkEntry, 'name'> & { organization?: string };

export interface EducationEntry {
  institution?: string;
  /** The field: "Biomedical Engineering". */
  area?: string;
  /** The degree: "B.Eng.", "Bachelor". */
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
  /** Not a field of the standard, which allows extra ones: a line about the degree, as some tools (and this site's own resume.json) write it. */
  summary?: string;
  /** Not a field of the standard either: the degree's points, as this site's own resume.json writes them. */
  highlights?: string[];
}

interface AwardEntry {
  title?: string;
  date?: string;
  /** Who gave it. */
  awarder?: string;
  summary?: string;
}

interface CertificateEntry {
  name?: string;
  date?: string;
  /** Who issued it. */
  issuer?: string;
  url?: string;
}

interface PublicationEntry {
  name?: string;
  publisher?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
}

interface ProjectEntry {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
}
