import type { Publication } from './types.ts';

/**
 * Optional: your papers, articles and posters, shown in About and on the resume (none, none
 * shown). `date`: '2024', '2024-05' or '2024-05-17'; `url` and `summary` optional. Like this:
 *   { id: 'culvert-paper', title: 'Culvert Blockage …', publisher: 'Journal of …', date: '2025-03', url: 'https://…' },
 */
export const publications: Publication[] = [];
