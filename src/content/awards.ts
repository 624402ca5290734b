import type { Award } from './types.ts';

/**
 * Optional: your awards, scholarships and prizes, shown in About and on the resume (none, none
 * shown). `date`: '2024', '2024-05' or '2024-05-17'; `summary` optional. Like this:
 *   { id: 'deans-scholarship', title: "Dean's Scholarship", awarder: 'Faculty of Engineering', date: '2024', summary: 'For …' },
 */
export const awards: Award[] = [];
