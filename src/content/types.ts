/**
 * The types the owner's content files name, inferred from the schema that the build checks every
 * content file against (src/config/content-schema.ts), so the editor checks each field as it is
 * typed. Components render these shapes; the owner edits the data files beside this one, never JSX.
 */
import type { z } from 'zod';
import type {
  accentSchema,
  awardSchema,
  certificateSchema,
  educationSchema,
  experienceSchema,
  galleryItemSchema,
  interestSchema,
  pageTextSchema,
  profileSchema,
  projectSchema,
  publicationSchema,
  SKILL_LEVELS,
  skillGroupsSchema,
  skillSchema,
  siteLanguageSchema,
  socialLinksSchema,
  spokenLanguageSchema,
  translationSchema,
} from '../config/content-schema.ts';

export type SkillLevel = (typeof SKILL_LEVELS)[number];
/** A path under `src/assets/images/`, e.g. `projects/holo-display.jpg` (`.jpg`, `.jpeg`, `.png` or `.webp`). */
export type ImagePath = string;
export type Project = z.infer<typeof projectSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type SkillGroups = z.infer<typeof skillGroupsSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type Interest = z.infer<typeof interestSchema>;
export type Certificate = z.infer<typeof certificateSchema>;
export type Award = z.infer<typeof awardSchema>;
export type Publication = z.infer<typeof publicationSchema>;
/** A language the owner speaks, with their fluency in their own words (not a language of the site: SiteLanguage). */
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;
export type SocialLinks = z.infer<typeof socialLinksSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type PageText = z.infer<typeof pageTextSchema>;
export type Accent = z.infer<typeof accentSchema>;
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;
/** A language's texts of the content files (translations/<code>.ts). */
export type Translation = z.infer<typeof translationSchema>;
