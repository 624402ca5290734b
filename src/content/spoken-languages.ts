import type { SpokenLanguage } from './types.ts';

/**
 * Optional: the languages you speak, each with your fluency in your own words, shown in About
 * and on the resume (none, none shown). Not the languages the site is written in: those are
 * languages.ts. Like this:
 *   { id: 'french', language: 'French', fluency: 'Native speaker' },
 */
export const spokenLanguages: SpokenLanguage[] = [];
