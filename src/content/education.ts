import type { Education } from './types';

export const education: Education[] = [
  {
    degree: 'B.Eng. Mechatronics Engineering (Co-op)',
    institution: 'Lakeshore University (sample)',
    period: { start: '2022-09', end: '2027-04' },
    description:
      "Dean's list. Coursework in control systems, embedded systems, mechanical design and signal processing.",
  },
];
