import type { Project } from './types.ts';

/**
 * As many projects as you like. Each may link to its code, a demo and a write-up (all optional,
 * shown as buttons on its card); the sample has none rather than point at pages that do not
 * exist. Add yours like this:
 *   links: { code: 'https://github.com/YOUR-USER/REPO', demo: 'https://…', writeUp: 'https://…' },
 */

export const projects: Project[] = [
  {
    id: 1,
    title: 'PromptTrim: AI Prompt Shortener',
    description:
      'A browser extension that rewrites long AI prompts into compact ones before they are sent, cutting token use by about a third while keeping the meaning intact.',
    image: 'projects/prompt-shortener.jpg',
    imageAlt: 'Browser window with a long prompt being compressed into a short one by an extension popup',
    technologies: ['TypeScript', 'Chrome Extensions API', 'NLP heuristics', 'Vitest'],
  },
  {
    id: 2,
    title: 'Spikeball Rim Detection Redesign',
    description:
      'A redesigned rim-hit detector for Spikeball: piezo sensors and a debounced microcontroller classifier tell rim hits from net hits and flag them to players in real time.',
    image: 'projects/spikeball-rim.jpg',
    imageAlt: 'Top view of a round Spikeball net with sensor modules mounted around its rim',
    technologies: ['C++', 'Arduino', 'Piezo sensors', 'SolidWorks', 'Signal processing'],
  },
  {
    id: 3,
    title: 'Holographic LCD Display',
    description:
      'An interactive pseudo-holographic display: a microcontroller drives an LCD under a reflective pyramid, and hand gestures rotate the floating 3D model.',
    image: 'projects/holo-display.jpg',
    imageAlt: 'Glowing wireframe cube floating above an LCD panel inside a transparent pyramid',
    technologies: ['C', 'STM32', 'LCD driver', 'Gesture sensor', '3D printing'],
  },
];
