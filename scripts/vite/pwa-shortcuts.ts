/**
 * The installed app's icon menu (manifest `shortcuts`): straight to the projects, the contact
 * section or the resume. Each URL starts from Vite's base, so a sub-path deployment works, and
 * each is precached (the page, the resume), so every shortcut opens offline.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { profile } from '../../src/content/profile.ts';

export const appShortcuts = (base: string): ManifestOptions['shortcuts'] => [
  { name: 'Projects', short_name: 'Projects', description: `${profile.name}'s projects`, url: `${base}#projects` },
  { name: 'Contact', short_name: 'Contact', description: `Get in touch with ${profile.name}`, url: `${base}#contact` },
  { name: 'Resume', short_name: 'Resume', description: `${profile.name}'s resume (PDF)`, url: `${base}resume.pdf` },
];
