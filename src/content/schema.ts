/**
 * What the owner's content may hold, after section 3 of the specification: one schema per
 * content file. The build checks every file against it (scripts/content) and stops on a mistake;
 * the TypeScript types in ./types are inferred from it, so the two can never disagree.
 * Only the build imports this at run time: the page imports types, so zod stays out of it.
 */
import { z } from 'zod';

export const SKILL_LEVELS = ['Advanced', 'Moderate', 'Beginner'] as const;
export const INTEREST_ICONS = ['plane', 'hockey', 'racing', 'skiing', 'chess', 'jokes'] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_YEAR = `(?:${MONTHS.join('|')}) \\d{4}`;
/** `May 2025 – Aug 2025` or `Sep 2023 – Present`; the page sorts history by it. */
export const PERIOD_PATTERN = new RegExp(`^${MONTH_YEAR} [–-] (?:${MONTH_YEAR}|Present)$`);

/** Text a visitor reads: never empty or only spaces. */
const text = z.string().trim().min(1, { error: 'must not be empty' });

const webUrl = z.url({ protocol: /^https?$/, error: (issue) => `${JSON.stringify(issue.input)} is not an http(s) URL` });

/** A `.jpg` under `src/assets/images/<folder>`: the folders the image pipeline makes sizes for. */
const imageIn = (folder: string) =>
  z
    .string()
    .regex(new RegExp(`^${folder}[^/]+\\.jpg$`), {
      error: (issue) => `${JSON.stringify(issue.input)} must be a .jpg file in src/assets/images/${folder}`,
    });

const period = z.string().regex(PERIOD_PATTERN, {
  error: (issue) => `${JSON.stringify(issue.input)} must read like "Sep 2023 – Apr 2027" or "Sep 2023 – Present"`,
});

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

export const skillGroupsSchema = z
  .object({
    programmingLanguages: z.array(skillSchema),
    softwares: z.array(skillSchema),
    hardwareAndSystems: z.array(skillSchema),
    tools: z.array(skillSchema),
  })
  .strict();

export const experienceSchema = z
  .object({ title: text, company: text, period, description: text })
  .strict();
export const experienceListSchema = z.array(experienceSchema);

export const educationSchema = z
  .object({ degree: text, institution: text, period, description: text })
  .strict();
export const educationListSchema = z.array(educationSchema);

export const galleryItemSchema = z
  .object({
    /** Source image under `src/assets/images/gallery/`. */
    imageUrl: imageIn('gallery/'),
    caption: text,
    /** What the photo shows (the caption says why it matters). */
    alt: text,
  })
  .strict();
export const gallerySchema = z.array(galleryItemSchema).min(1, { error: 'needs at least one photo' });

export const interestSchema = z
  .object({
    title: text,
    blurb: text,
    icon: z.enum(INTEREST_ICONS, {
      error: (issue) => `${JSON.stringify(issue.input)} is not one of ${INTEREST_ICONS.join(', ')}`,
    }),
  })
  .strict();
export const interestsSchema = z.array(interestSchema);

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
    /** Shown as written; the `tel:` link strips everything but digits and `+`. */
    phone: z.string().regex(/^\+?[\d\s().-]{7,}$/, {
      error: (issue) => `${JSON.stringify(issue.input)} is not a phone number (digits, spaces, + ( ) - .)`,
    }),
    location: text,
    social: socialLinksSchema,
    portrait: imageIn(''),
    portraitAlt: text,
    footerTagline: text,
    /** The file name a resume download gets (the PDF itself is generated from this content). */
    resume: z.object({ downloadName: z.string().regex(/^[^/\\]+\.pdf$/, { error: 'must be a file name ending in .pdf' }) }).strict(),
  })
  .strict();

