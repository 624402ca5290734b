import type { Interest } from './types.ts';

/** Each entry's `id`, unique in this file, is what translations/fr.ts files its French under. */
export const interests: Interest[] = [
  { id: 'planes', icon: 'plane', title: 'Plane Enthusiast', blurb: 'Spotting aircraft and reading up on how they fly.' },
  { id: 'hockey', icon: 'hockey', title: 'Calgary Hockey Fan', blurb: 'Cheering on the Calgary Flames, win or lose.' },
  { id: 'formula-one', icon: 'racing', title: 'F1 Racing', blurb: 'Race weekends, strategy calls and car engineering.' },
  { id: 'skiing', icon: 'skiing', title: 'Downhill Skiing', blurb: 'Chasing fresh powder in the Rockies every winter.' },
  { id: 'chess', icon: 'chess', title: 'Chess Player', blurb: 'Rapid games online and the odd local tournament.' },
  { id: 'dad-jokes', icon: 'jokes', title: 'Dad Jokes', blurb: 'Always ready with one. Sorry in advance.' },
];
