import type { SkillGroups } from './types.ts';

/**
 * Your skill groups: as many as you like, from one, each under a key of your choosing (letters
 * and digits) and titled in `skillGroupTitles` below. Levels: Advanced, Moderate, Beginner.
 */
export const skillGroups: SkillGroups = {
  programmingLanguages: [
    { name: 'Python', level: 'Advanced' },
    { name: 'C / C++', level: 'Advanced' },
    { name: 'MATLAB', level: 'Moderate' },
    { name: 'TypeScript', level: 'Moderate' },
    { name: 'Java', level: 'Beginner' },
  ],
  softwares: [
    { name: 'SolidWorks', level: 'Advanced' },
    { name: 'Fusion 360', level: 'Moderate' },
    { name: 'Simulink', level: 'Moderate' },
    { name: 'KiCad', level: 'Moderate' },
    { name: 'LTspice', level: 'Beginner' },
  ],
  hardwareAndSystems: [
    { name: 'Arduino & AVR', level: 'Advanced' },
    { name: 'ESP32', level: 'Advanced' },
    { name: 'STM32', level: 'Moderate' },
    { name: 'Raspberry Pi', level: 'Moderate' },
    { name: 'PLC programming', level: 'Beginner' },
  ],
  tools: [
    { name: '3D printing', level: 'Advanced' },
    { name: 'Soldering', level: 'Advanced' },
    { name: 'Oscilloscope & multimeter', level: 'Moderate' },
    { name: 'Laser cutting', level: 'Moderate' },
    { name: 'Git', level: 'Moderate' },
    { name: 'CNC machining', level: 'Beginner' },
  ],
};

/** Each group's title, in the order the page and the resume show the groups. */
export const skillGroupTitles: Record<string, string> = {
  programmingLanguages: 'Programming Languages',
  softwares: 'Softwares',
  hardwareAndSystems: 'Hardware & Systems',
  tools: 'Tool Skills',
};
