import type { PageText } from './types';

/**
 * The page's headings and the lines under them, in your words. The header's links, the
 * "Download My Resume" link, the hero's buttons and the contact form's banners are the
 * specification's own texts: they live in src/config (navigation.ts, constants.ts).
 * Every `subtitle` may be left out.
 */
export const pageText: PageText = {
  projects: { title: 'Projects', subtitle: 'A few things I designed, built and tested end to end.' },
  skills: { title: 'Skills', subtitle: 'What I work with, and how deep I have gone with each.' },
  about: {
    title: 'About Me',
    subtitle: 'Where I have worked, what I study, and what I do for fun.',
    experience: 'Work Experience',
    education: 'Education',
    interests: 'Extracurricular Interests',
  },
  gallery: { title: 'Gallery', subtitle: 'Moments from the lab, the track and the mountains. Select a photo to enlarge it.' },
  contact: {
    title: 'Get In Touch',
    subtitle: 'Questions, opportunities or a good dad joke: I read every message.',
    infoTitle: 'Contact Information',
    infoLead: 'Reach out directly, or use the form: it works offline too.',
  },
  // After "© <year> <your name>."; leave it out for none.
  footer: { rightsLine: 'All rights reserved.' },
};
