import type { PageText } from './types.ts';

/**
 * The page's headings and the lines under them, in your words. Every `subtitle` may be left out.
 * The product's own words (the header's links, "Download My Resume", the hero's "View My Work"
 * and "Contact Me", the form's labels and banners, every aria-label, ...) are not yours: they
 * are in its dictionary, one file per language (src/config/dictionary/en-words.ts, fr-words.ts), English
 * word for word the specification's. The tagline is yours, in profile.ts.
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
    formTitle: 'Send a Message',
  },
  // After "© <year> <your name>."; leave it out for none.
  footer: { rightsLine: 'All rights reserved.' },
  // The footer's kit to install, share or scan the site and save your contact card.
  careerKit: {
    title: 'Take this site with you',
    intro: 'Install it, share it, scan it or save my contact card. All of it works offline.',
  },
};
