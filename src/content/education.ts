import type { Education } from './types';

export const education: Education[] = [
  {
    degree: 'B.Eng. Mechatronics Engineering (Co-op)',
    institution: 'Lakeshore University (sample)',
    period: 'Sep 2022 – Apr 2027',
    description:
      "Dean's list. Coursework in control systems, embedded systems, mechanical design and signal processing.",
  },
];
