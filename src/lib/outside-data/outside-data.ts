/**
 * What the build fetched from outside the project for the page (scripts/outside-data): the
 * owner's newest posts from their writing feed and their most recently pushed GitHub
 * repositories. Both are optional parts, off until profile.ts turns them on; an empty list is a
 * part the page leaves out. Read at build time only: the page never asks these hosts for anything.
 */

/** The newest posts the page shows, at most. */
export const MAX_POSTS = 6;

/** One post of the owner's writing feed, as the feed gave it (text only, never HTML). */
export interface WritingPost {
  title: string;
  /** The post's own page: an http(s) URL. */
  url: string;
  /** When it was published, as an ISO 8601 instant (UTC). */
  published: string;
  /** One line of its summary as plain text, where the feed has one. */
  summary?: string;
  /** The language the feed states for it (`en-us`, `fr`), where it states one. */
  language?: string;
}

/** One public repository of the owner's GitHub account. */
export interface Repository {
  name: string;
  /** Its page on GitHub: an http(s) URL. */
  url: string;
  description?: string;
  /** Its main language, as GitHub names it (`TypeScript`). */
  language?: string;
  stars: number;
  /** When it was last pushed to, as an ISO 8601 instant. */
  pushedAt: string;
}

export interface OutsideData {
  /** Newest first, at most MAX_POSTS; none: no Writing section. */
  writing: WritingPost[];
  /** Most recently pushed first, as many as the owner asked for; none: no repositories. */
  repositories: Repository[];
}

/** A page with neither part: every owner who has not turned them on, and the dev server. */
export const NO_OUTSIDE_DATA: OutsideData = { writing: [], repositories: [] };
