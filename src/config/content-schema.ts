/**
 * What the owner's content may hold, after section 3 of the specification: one schema per
 * content file. The build checks every file against it (scripts/content) and stops on a mistake;
 * the types the owner's files name (src/content/types.ts) are inferred from it, so the two can
 * never disagree, and the owner's editor checks each field as it is typed. It is the product's,
 * not the owner's, so it stands here rather than in src/content; content sits above config and
 * takes only these types. Only the build imports this at run time: the page imports types, so zod
 * stays out of it.
 */
import { z } from 'zod';
import { MAX_REPOSITORIES, PRESENT } from './content-format.ts';
import { LANGUAGE_CODES } from './language-codes.ts';
import { isLoopbackHost } from './loopback.ts';

export const SKILL_LEVELS = ['Advanced', 'Moderate', 'Beginner'] as const;
/** Image files the pipeline reads (vite-imagetools/sharp): it makes AVIF sizes and a JPEG from each. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
/** Paper sizes the generated resume can be set on. */
const PAPER_SIZES = ['Letter', 'A4'] as const;

/** A month as the content writes it: `2025-05` (year, then a real month 01-12). */
const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;
const OLD_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `Sep 2023` → `2023-09`, for telling an owner with an old-style period what to write instead. */
const oldMonth = (monthYear: string): string | undefined => {
  const [name = '', year = ''] = monthYear.trim().split(/\s+/);
  const index = OLD_MONTHS.indexOf(name);
  return index >= 0 && /^\d{4}$/.test(year) ? `${year}-${String(index + 1).padStart(2, '0')}` : undefined;
};

/**
 * What to write instead of a period that is not `{ start, end }`: for the old text form
 * (`"May 2025 – Aug 2025"`, `"Sep 2023 – Present"`) the same period in the new form.
 */
function periodAdvice(input: unknown): string {
  const example = "{ start: '2023-09', end: '2027-04' } (or end: 'present' while it goes on)";
  if (typeof input !== 'string') return `must be a period like ${example}`;
  const [start = '', end = ''] = input.split(/\s+[–-]\s+/);
  const newStart = oldMonth(start);
  const newEnd = /^present$/i.test(end.trim()) ? PRESENT : oldMonth(end);
  if (newStart && newEnd) {
    return `${JSON.stringify(input)} is the old way of writing a period: write period: { start: '${newStart}', end: '${newEnd}' }`;
  }
  return `${JSON.stringify(input)} must be a period like ${example}`;
}

/** Text a visitor reads: never empty or only spaces. */
const text = z.string().trim().min(1, { error: 'must not be empty' });

const month = z.string().regex(MONTH_PATTERN, {
  error: (issue) => `${JSON.stringify(issue.input)} must be a month written like '2023-09' (year, then month 01-12)`,
});

const isMonth = (value: string) => MONTH_PATTERN.test(value);

/** When an entry ran, month to month; the page and the resume format it per language and sort by it. */
const period = z
  .object(
    {
      start: month,
      end: z.string().refine((value) => value === PRESENT || isMonth(value), {
        error: (issue) => `${JSON.stringify(issue.input)} must be a month written like '2027-04', or '${PRESENT}'`,
      }),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? periodAdvice(issue.input) : undefined) },
  )
  .strict()
  // Months as `YYYY-MM` compare as text; `present` is after any month. A malformed month is told above.
  .refine(({ start, end }) => !isMonth(start) || !isMonth(end) || start <= end, {
    error: (issue) => {
      const { start, end } = issue.input as { start: string; end: string };
      return `starts in ${start}, after it ends in ${end}: the start comes first`;
    },
  });

const webUrl = z.url({ protocol: /^https?$/, error: (issue) => `${JSON.stringify(issue.input)} is not an http(s) URL` });

/** A GoatCounter endpoint: `https:` (plain `http:` only on this machine, for a test's fake), ending in `/count`. */
const counterEndpoint = webUrl.refine(
  (value) => {
    // A value that is no URL at all is told once, by webUrl.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return (url.protocol === 'https:' || isLoopbackHost(url.hostname)) && url.pathname.endsWith('/count') && !url.search && !url.hash;
  },
  { error: (issue) => `${JSON.stringify(issue.input)} must be your counter's https address ending in /count, like 'https://NAME.goatcounter.com/count'` },
);

const IMAGE_FILE = `\\.(?:${IMAGE_EXTENSIONS.join('|')})$`;
const EXTENSION_LIST = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(', ');

/** What to do about an image path the pipeline cannot take, e.g. a `.gif` or one in the wrong folder. */
function imageAdvice(input: unknown, folder: string): string {
  const path = String(input);
  const where = `src/assets/images/${folder}`;
  if (new RegExp(IMAGE_FILE, 'i').test(path) && !new RegExp(IMAGE_FILE).test(path)) {
    return `${JSON.stringify(input)}: write its ending in lower case (${EXTENSION_LIST}), and rename the file in ${where} to match`;
  }
  if (!new RegExp(IMAGE_FILE, 'i').test(path)) {
    return `${JSON.stringify(input)} must be a ${EXTENSION_LIST} file: convert it to one of those (or rename it, if it is one with another ending) and put it in ${where}`;
  }
  return `${JSON.stringify(input)} must be a file directly in ${where} (a path like "${folder}photo.jpg")`;
}

/** An image directly under `src/assets/images/<folder>`: the folders the image pipeline makes sizes for. */
const imageIn = (folder: string) =>
  z.string().regex(new RegExp(`^${folder}[^/]+${IMAGE_FILE}`), { error: (issue) => imageAdvice(issue.input, folder) });

const projectLinks = z
  .object({
    /** The source code, e.g. a GitHub repository. */
    code: webUrl.optional(),
    /** A live demo or a video of it working. */
    demo: webUrl.optional(),
    /** A write-up: report, blog post or poster. */
    writeUp: webUrl.optional(),
  })
  .strict();

export const projectSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    description: text,
    /** Source image under `src/assets/images/`; responsive variants are generated at build time. */
    image: imageIn('projects/'),
    /** What the image shows, for screen readers. */
    imageAlt: text,
    technologies: z.array(text),
    /** Buttons on the card; each one optional. */
    links: projectLinks.optional(),
  })
  .strict();

export const projectsSchema = z.array(projectSchema).min(1, { error: 'needs at least one project' }).superRefine((projects, context) => {
  const seen = new Set<number>();
  projects.forEach((project, index) => {
    if (seen.has(project.id)) {
      context.addIssue({ code: 'custom', path: [index, 'id'], message: `${project.id} is used by another project; ids must be unique` });
    }
    seen.add(project.id);
  });
});

export const skillSchema = z
  .object({
    name: text,
    level: z.enum(SKILL_LEVELS, {
      error: (issue) => `${JSON.stringify(issue.input)} is not one of ${SKILL_LEVELS.join(', ')}`,
    }),
  })
  .strict();

/**
 * Any number of groups, from one, each keyed by a name of the owner's choosing (the sample keeps
 * the specification's four: programmingLanguages, softwares, hardwareAndSystems, tools) and
 * titled in `skillGroupTitles`, whose order is the page's.
 */
const groupKey = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, {
  error: (issue) => `${JSON.stringify(issue.input)} must be a name of letters and digits, like programmingLanguages`,
});
export const skillGroupsSchema = z
  .record(groupKey, z.array(skillSchema))
  .refine((groups) => Object.values(groups).some((skills) => skills.length > 0), { error: 'needs at least one group with a skill in it' });
/** One title a visitor reads per group in `skillGroups`, in the order the page shows them. */
export const skillGroupTitlesSchema = z.record(groupKey, text);

/**
 * An entry's own name, which its translations are filed under (translations/<code>.ts), so an
 * entry keeps its translation wherever it moves in its list: a kebab-case slug, unique in its file.
 */
const entryId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: (issue) => `${JSON.stringify(issue.input)} must be a kebab-case id like 'northwind-robotics-intern' (lower-case letters, digits and single hyphens)`,
});

/** A list whose entries each carry an `id` no other entry of the list has. */
const listWithIds = <Entry extends z.ZodType<{ id: string }>>(entry: Entry) =>
  z.array(entry).superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach(({ id }, index) => {
      if (seen.has(id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `"${id}" is used by another entry; ids must be unique in the file` });
      seen.add(id);
    });
  });

/** Optional: an entry's points, each a line of its own, shown as a list under its description. */
const highlights = z.array(text).optional();

export const experienceSchema = z
  .object({ id: entryId, title: text, company: text, period, description: text, highlights })
  .strict();
export const experienceListSchema = listWithIds(experienceSchema);

export const educationSchema = z
  .object({ id: entryId, degree: text, institution: text, period, description: text, highlights })
  .strict();
export const educationListSchema = listWithIds(educationSchema);

/** A date as JSON Resume writes one: a year, a month or a day (`2024`, `2024-05`, `2024-05-17`). */
const DATE_PATTERN = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/;
/** Whether a date the pattern takes is on the calendar (no 30 February). */
const onTheCalendar = (value: string): boolean => {
  const [, year, month, day] = DATE_PATTERN.exec(value) ?? [];
  if (!day) return true;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day);
};
const date = z
  .string()
  .regex(DATE_PATTERN, { error: (issue) => `${JSON.stringify(issue.input)} must be a date written like '2024', '2024-05' or '2024-05-17'` })
  .refine(onTheCalendar, { error: (issue) => `${JSON.stringify(issue.input)} is not a day of the calendar` });

/** A certificate or licence (certificates.ts): optional, shown in About and on the resume where there is one. */
export const certificateSchema = z
  .object({
    id: entryId,
    name: text,
    /** Who awarded it: `Engineers Canada`, `Cisco`. */
    issuer: text,
    date,
    /** Optional: where it can be checked. */
    url: webUrl.optional(),
  })
  .strict();
export const certificatesSchema = listWithIds(certificateSchema);

/** An award, scholarship or prize (awards.ts). */
export const awardSchema = z
  .object({
    id: entryId,
    title: text,
    /** Who gave it: a university, a society, a competition. */
    awarder: text,
    date,
    /** Optional: a line on what it was for. */
    summary: text.optional(),
  })
  .strict();
export const awardsSchema = listWithIds(awardSchema);

/** A paper, article or poster (publications.ts). */
export const publicationSchema = z
  .object({
    id: entryId,
    title: text,
    /** The journal, conference or site that published it. */
    publisher: text,
    date,
    /** Optional: where it can be read. */
    url: webUrl.optional(),
    /** Optional: a line on what it is about. */
    summary: text.optional(),
  })
  .strict();
export const publicationsSchema = listWithIds(publicationSchema);

/**
 * A language the owner speaks (spoken-languages.ts), not one the site is written in
 * (languages.ts): `fluency` in the owner's own words, `Native speaker`, `Conversational`.
 */
export const spokenLanguageSchema = z.object({ id: entryId, language: text, fluency: text }).strict();
export const spokenLanguagesSchema = listWithIds(spokenLanguageSchema);

export const galleryItemSchema = z
  .object({
    id: entryId,
    /** Source image under `src/assets/images/gallery/`. */
    imageUrl: imageIn('gallery/'),
    caption: text,
    /** What the photo shows (the caption says why it matters). */
    alt: text,
  })
  .strict();
export const gallerySchema = listWithIds(galleryItemSchema).min(1, { error: 'needs at least one photo' });

export const interestSchema = z
  .object({
    id: entryId,
    title: text,
    blurb: text,
    /**
     * Any Tabler icon by its name on tabler.io/icons (`swimming`, `ski-jumping`, `book`); the
     * content check names close matches for one it does not know (src/lib/icons/icon-name.ts).
     */
    icon: text,
  })
  .strict();
export const interestsSchema = listWithIds(interestSchema);

/** Each optional: a link that is left out is not shown. */
export const socialLinksSchema = z
  .object({ github: webUrl.optional(), linkedin: webUrl.optional(), instagram: webUrl.optional() })
  .strict();

export const profileSchema = z
  .object({
    /** Full name: typed out in the hero, used in the title, resume and metadata. */
    name: text,
    /** Short form for the home-screen icon label. */
    shortName: text,
    greeting: text,
    tagline: text,
    /** One or two sentences under the tagline, also the meta description. */
    summary: text,
    email: z.email({ error: (issue) => `${JSON.stringify(issue.input)} is not an email address` }),
    /** Optional. Shown as written; the `tel:` link strips everything but digits and `+`. */
    phone: z
      .string()
      .regex(/^\+?[\d\s().-]{7,}$/, {
        error: (issue) => `${JSON.stringify(issue.input)} is not a phone number (digits, spaces, + ( ) - .)`,
      })
      .optional(),
    location: text,
    social: socialLinksSchema,
    portrait: imageIn(''),
    portraitAlt: text,
    footerTagline: text,
    /**
     * Optional: the name split for address books (the contact card's N field), e.g. given
     * `Zoë`, family `Ó Briain-Kowalczyk`. Without it the whole name is the display name and only
     * a two-word name is split (scripts/vite/career-kit/contact-card.ts).
     */
    nameParts: z.object({ given: text, family: text }).strict().optional(),
    /**
     * Optional: what you do, in a few words (`Civil Engineering Student`): the job title search
     * engines read (JSON-LD) and the link-preview card's line. Without it: the field of your
     * latest degree plus "Student", e.g. "B.Eng. Mechatronics Engineering" → "Mechatronics Engineering Student".
     */
    headline: text.optional(),
    /**
     * Optional: your own logo for the app icons, a square image (`.svg`, or 512 px or more) in
     * src/assets/images/logo/, e.g. `logo/mark.svg`. Without it the icons carry your initials.
     */
    logo: z
      .string()
      .regex(/^logo\/[^/]+\.(?:svg|png|jpg|jpeg|webp)$/, {
        error: (issue) => `${JSON.stringify(issue.input)} must be a .svg, .png, .jpg, .jpeg or .webp file in src/assets/images/logo/ (a path like "logo/mark.svg")`,
      })
      .optional(),
    /**
     * Optional: the address of an RSS 2.0 or Atom feed of your writing (`https://dev.to/feed/YOU`,
     * `https://medium.com/feed/@YOU`, a blog's `/rss.xml`). The build shows your newest posts in a
     * Writing section (scripts/outside-data).
     */
    writingFeed: webUrl.optional(),
    /**
     * Optional: how many of the public GitHub repositories of the account in `social.github` to
     * show beside the projects, the most recently pushed first (forks and archived ones left out).
     */
    githubRepositories: z
      .number({ error: (issue) => `${JSON.stringify(issue.input)} is not a number of repositories` })
      .int({ error: 'must be a whole number of repositories' })
      .min(1, { error: 'must be at least 1 (leave it out to show none)' })
      .max(MAX_REPOSITORIES, { error: `must be at most ${MAX_REPOSITORIES}` })
      .optional(),
    /**
     * Optional: your GoatCounter endpoint, `https://NAME.goatcounter.com/count`: the published
     * site counts its views and a few events there, never who the visitor is (docs/visit-counts.md).
     */
    visitCounter: counterEndpoint.optional(),
    resume: z
      .object({
        /** The file name a resume download gets (the PDF itself is generated from this content). */
        downloadName: z.string().regex(/^[^/\\]+\.pdf$/, { error: 'must be a file name ending in .pdf' }),
        /** Optional: the generated resume's paper, `Letter` (the default) or `A4`. */
        paper: z
          .enum(PAPER_SIZES, { error: (issue) => `${JSON.stringify(issue.input)} is not one of ${PAPER_SIZES.join(', ')}` })
          .optional(),
      })
      .strict(),
  })
  .strict();


/** A section's heading and the optional line under it. */
const sectionHeading = z.object({ title: text, subtitle: text.optional() }).strict();

/**
 * The page's own words that are not the specification's (its nav labels, buttons and banners
 * stay as the spec says them, in src/config): section headings, their subtitles, the form's and
 * the career kit's headings, the footer line.
 */
export const pageTextSchema = z
  .object({
    projects: sectionHeading,
    skills: sectionHeading,
    about: sectionHeading.extend({ experience: text, education: text, interests: text }).strict(),
    gallery: sectionHeading,
    /** `formTitle`: the heading over the form (default "Send a Message"). */
    contact: sectionHeading.extend({ infoTitle: text, infoLead: text.optional(), formTitle: text.optional() }).strict(),
    footer: z.object({ rightsLine: text.optional() }).strict(),
    /** The footer's career-fair kit: its heading and the line under it (the product's defaults: careerKit in src/config/dictionary). */
    careerKit: z.object({ title: text.optional(), intro: text.optional() }).strict().optional(),
  })
  .strict();

/** `#0b7766` or `#0b7`. */
const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, {
  error: (issue) => `${JSON.stringify(issue.input)} is not a colour like "#0b7766"`,
});
const shadeIndex = z.number().int().min(0).max(9);

/**
 * The accent colour: one colour (its lighter and darker shades are made from it), or ten
 * shades lightest first, Mantine's colour scale. `shade` picks which one fills buttons and
 * colours links in each theme (default 8 in both). The build checks its contrast in both themes.
 */
export const accentSchema = z
  .object({
    colour: z.union([hexColour, z.array(hexColour).length(10, { error: 'must be ten shades, lightest first (or one colour)' })]),
    shade: z.object({ light: shadeIndex, dark: shadeIndex }).strict().optional(),
  })
  .strict();

/**
 * One language of the site (languages.ts): its ISO 639 code (the product's words in it are its
 * own, or the owner's in src/content/words/<code>.ts), and the page's
 * `<html lang>` tag, the code itself or with a region (`fr-CA`).
 */
export const siteLanguageSchema = z
  .object({
    code: z.string().regex(/^[a-z]{2,3}$/, {
      error: (issue) => `${JSON.stringify(issue.input)} is not a language code like 'es' (the product has its own words in ${LANGUAGE_CODES.join(', ')}; for another, you write them: docs/content.md)`,
    }),
    tag: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { error: (issue) => `${JSON.stringify(issue.input)} is not a language tag like 'fr-CA'` }),
  })
  .strict()
  .refine(({ code, tag }) => tag.toLowerCase().split('-')[0] === code, { error: (issue) => `tag ${JSON.stringify((issue.input as { tag: string }).tag)} must start with the code` });

export const languagesSchema = z
  .array(siteLanguageSchema)
  .min(1, { error: 'needs at least one language' })
  .refine((list) => new Set(list.map(({ code }) => code)).size === list.length, { error: 'names a language twice' });

/**
 * What a translation (translations/<code>.ts) holds: every text a visitor reads in the content
 * files, in that language, and nothing else (images, links, dates and names stay the first
 * language's). `sources` holds a short hash of the texts each part was translated from.
 */
export const translationSchema = z
  .object({
    sources: z.record(z.string(), z.string()),
    profile: profileSchema.pick({ greeting: true, tagline: true, summary: true, location: true, portraitAlt: true, footerTagline: true, headline: true }).strict(),
    /** By project id. */
    projects: z.record(z.string(), projectSchema.pick({ title: true, description: true, imageAlt: true, technologies: true }).strict()),
    /** By group, each skill's name in this language by its name in skills.ts (a name that stays the same is written again). */
    skillNames: z.record(z.string(), z.record(z.string(), text)),
    skillGroupTitles: skillGroupTitlesSchema,
    /** By each entry's `id` in experience.ts, education.ts, interests.ts and gallery.ts. */
    experience: z.record(z.string(), experienceSchema.pick({ title: true, company: true, description: true, highlights: true }).strict()),
    education: z.record(z.string(), educationSchema.pick({ degree: true, institution: true, description: true, highlights: true }).strict()),
    interests: z.record(z.string(), interestSchema.pick({ title: true, blurb: true }).strict()),
    gallery: z.record(z.string(), galleryItemSchema.pick({ caption: true, alt: true }).strict()),
    /** The optional kinds, by each entry's `id`: only where the content has entries of that kind. */
    certificates: z.record(z.string(), certificateSchema.pick({ name: true }).strict()).optional(),
    awards: z.record(z.string(), awardSchema.pick({ title: true, summary: true }).strict()).optional(),
    publications: z.record(z.string(), publicationSchema.pick({ title: true, summary: true }).strict()).optional(),
    spokenLanguages: z.record(z.string(), spokenLanguageSchema.pick({ language: true, fluency: true }).strict()).optional(),
    pageText: pageTextSchema,
  })
  .strict();

/**
 * A case study's front matter (src/content/case-studies/<language>/<slug>.md): the id of the
 * project it tells, and nothing else. That the id is a project's is checked against projects.ts.
 */
export const caseStudyFrontMatterSchema = z.object({ project: z.number().int() }).strict();
