import type { Certificate } from './types.ts';

/**
 * Optional: your certificates and licences, shown in About and on the resume (none, none shown).
 * `date`: '2024', '2024-05' or '2024-05-17'; `url` optional, where it can be checked. Like this:
 *   { id: 'osha-30', name: 'OSHA 30-Hour Construction', issuer: 'OSHA', date: '2024-05', url: 'https://…' },
 */
export const certificates: Certificate[] = [];
