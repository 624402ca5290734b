import type { Education } from './types.ts';

/** Each entry's `id`, unique in this file, is what translations/fr.ts files its French under. */
export const education: Education[] = [
  {
    id: 'lakeshore-mechatronics',
    degree: 'B.Eng. Mechatronics Engineering (Co-op)',
    institution: 'Lakeshore University (sample)',
    period: { start: '2022-09', end: '2027-04' },
    description:
      "Dean's list. Coursework in control systems, embedded systems, mechanical design and signal processing.",
  },
];
