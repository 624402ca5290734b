import type { Experience } from './types';

/** Any order: the page and the resume show it newest first (src/lib/history/newest-first.ts). */
export const experience: Experience[] = [
  {
    title: 'Mechatronics Engineering Intern',
    company: 'Northwind Robotics (sample)',
    period: 'May 2025 – Aug 2025',
    description:
      'Wrote motor-control firmware for a warehouse robot arm and cut its homing time by 40% with a new sensor-fusion routine.',
  },
  {
    title: 'Embedded Systems Co-op',
    company: 'Prairie Automation Ltd. (sample)',
    period: 'Sep 2024 – Dec 2024',
    description:
      'Built test fixtures for PLC-driven conveyor lines and automated their acceptance tests in Python.',
  },
  {
    title: 'Hardware Lead',
    company: 'Formula Electric Student Team',
    period: 'Sep 2023 – Present',
    description:
      'Leads a team of six on the battery-management harness: schematic reviews, wiring looms and bench validation.',
  },
  {
    title: 'Engineering Teaching Assistant',
    company: 'Faculty of Engineering',
    period: 'Jan 2024 – Apr 2024',
    description:
      'Ran weekly labs on microcontrollers and sensors for 60 first-year students and graded their design projects.',
  },
  {
    title: 'Robotics Camp Instructor',
    company: 'Bow Valley STEM Camps (sample)',
    period: 'Jul 2022 – Aug 2023',
    description:
      'Taught kids aged 10–14 to build and program line-following robots, two summers running.',
  },
];
