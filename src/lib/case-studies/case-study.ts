/**
 * A project's case study as the pages get it: the owner's Markdown, read and checked by the build
 * (scripts/case-studies), becomes a tree the prerender draws. Where each one lives on the site is
 * named here once: the page, the card's link, the worker, the sitemap and the resume all ask.
 */
import type { Root } from 'hast';
import type { LanguageCode } from '../../config/language-codes.ts';
import { pagePathOf } from '../languages/language-files.ts';

/** A case study the one page links from its project's card. */
export interface CaseStudyLink {
  /** The project's `id` (src/content/projects.ts). */
  project: number;
  /** The last part of its address: `projects/<slug>/`. */
  slug: string;
}

/** A case study's page: its body, and its neighbours in the projects' order. */
export interface CaseStudyView extends CaseStudyLink {
  /** The Markdown's body as HTML elements (hast), MathML and figures included. */
  body: Root;
  previous?: CaseStudyLink;
  next?: CaseStudyLink;
}

/** Its folder under the site's base: `projects/<slug>/`, the French one `fr/projects/<slug>/`, whatever the project's id. */
export const caseStudyPathOf = (language: LanguageCode, slug: string): string => `${pagePathOf(language)}projects/${slug}/`;

/** The id of a project's card on the one page, where a case study's way back lands. */
export const projectCardId = (project: number): string => `project-${project}`;
