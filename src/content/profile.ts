import type { Profile } from './types.ts';

/** The owner. Avery Quinn is a fictional sample: replace every value with your own. */
export const profile: Profile = {
  name: 'Avery Quinn',
  shortName: 'Avery',
  greeting: "Hi, I'm",
  tagline: 'Mechatronics. Creativity. Innovation.',
  summary:
    'Mechatronics engineering student who builds things that sense, think and move: embedded firmware, sensor systems and mechanical design, from sketch to working prototype.',
  email: 'avery.quinn@example.com',
  phone: '+1 (555) 010-0142',
  location: 'Hamilton, ON | Calgary, AB',
  // Each link is optional; one left out is not shown. Add yours, e.g.
  // github: 'https://github.com/YOUR-USER',
  social: {
    linkedin: 'https://www.linkedin.com/in/avery-quinn-example',
    instagram: 'https://www.instagram.com/avery.quinn.example',
  },
  portrait: 'portrait.jpg',
  portraitAlt: 'Illustrated portrait of Avery Quinn smiling, wearing a teal jacket',
  footerTagline: 'Designing, building and testing ideas until they work.',
  resume: { downloadName: 'Avery-Quinn-Resume.pdf' },
};
