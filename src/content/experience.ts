import type { Experience } from './types.ts';

/**
 * Any order: the page and the resume show it newest first (src/lib/history/newest-first.ts).
 * `period`: start and end months as `YYYY-MM`, `end: 'present'` while it goes on; printed `May 2025 – Aug 2025`.
 * `id`: the entry's own name, unique in this file, under which translations/fr.ts files its French.
 */
export const experience: Experience[] = [
  {
    id: 'northwind-robotics-intern',
    title: 'Mechatronics Engineering Intern',
    company: 'Northwind Robotics (sample)',
    period: { start: '2025-05', end: '2025-08' },
    description:
      'Wrote motor-control firmware for a warehouse robot arm and cut its homing time by 40% with a new sensor-fusion routine.',
  },
  {
    id: 'prairie-automation-co-op',
    title: 'Embedded Systems Co-op',
    company: 'Prairie Automation Ltd. (sample)',
    period: { start: '2024-09', end: '2024-12' },
    description:
      'Built test fixtures for PLC-driven conveyor lines and automated their acceptance tests in Python.',
  },
  {
    id: 'formula-electric-hardware-lead',
    title: 'Hardware Lead',
    company: 'Formula Electric Student Team',
    period: { start: '2023-09', end: 'present' },
    description:
      'Leads a team of six on the battery-management harness: schematic reviews, wiring looms and bench validation.',
  },
  {
    id: 'engineering-teaching-assistant',
    title: 'Engineering Teaching Assistant',
    company: 'Faculty of Engineering',
    period: { start: '2024-01', end: '2024-04' },
    description:
      'Ran weekly labs on microcontrollers and sensors for 60 first-year students and graded their design projects.',
  },
  {
    id: 'robotics-camp-instructor',
    title: 'Robotics Camp Instructor',
    company: 'Bow Valley STEM Camps (sample)',
    period: { start: '2022-07', end: '2023-08' },
    description:
      'Taught kids aged 10–14 to build and program line-following robots, two summers running.',
  },
];
