/**
 * The owner's content, typed after section 3 of the specification.
 * Components render these shapes; the owner edits the data files beside this one, never JSX.
 */

export type SkillLevel = 'Advanced' | 'Moderate' | 'Beginner';

/** A path under `src/assets/images/`, e.g. `projects/holo-display.jpg`. */
export type ImagePath = string;

export interface Project {
  id: number;
  title: string;
  description: string;
  /** Source image under `src/assets/images/`; responsive variants are generated at build time. */
  image: ImagePath;
  /** What the image shows, for screen readers. */
  imageAlt: string;
  technologies: string[];
}

export interface Skill {
  name: string;
  level: SkillLevel;
}

export interface SkillGroups {
  programmingLanguages: Skill[];
  softwares: Skill[];
  hardwareAndSystems: Skill[];
  tools: Skill[];
}

export interface Experience {
  title: string;
  company: string;
  period: string;
  description: string;
}

export interface Education {
  degree: string;
  institution: string;
  period: string;
  description: string;
}

export interface GalleryItem {
  /** Source image under `src/assets/images/`. */
  imageUrl: ImagePath;
  caption: string;
  /** What the photo shows (the caption says why it matters). */
  alt: string;
}

/** The four fields a visitor sends through the contact form. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Icon names the Interests section knows how to draw. */
export type InterestIcon = 'plane' | 'hockey' | 'racing' | 'skiing' | 'chess' | 'jokes';

export interface Interest {
  title: string;
  blurb: string;
  icon: InterestIcon;
}

export interface SocialLinks {
  linkedin: string;
  instagram: string;
}

export interface Profile {
  /** Full name: typed out in the hero, used in the title, resume and metadata. */
  name: string;
  /** Short form for the home-screen icon label. */
  shortName: string;
  greeting: string;
  tagline: string;
  /** One or two sentences under the tagline, also the meta description. */
  summary: string;
  email: string;
  /** Shown as written; the `tel:` link strips everything but digits and `+`. */
  phone: string;
  location: string;
  social: SocialLinks;
  portrait: ImagePath;
  portraitAlt: string;
  footerTagline: string;
  /** Where the resume is served from, and the file name a download gets. */
  resume: { href: string; downloadName: string };
}
