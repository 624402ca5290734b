import type { Interest } from './types';

export const interests: Interest[] = [
  { icon: 'plane', title: 'Plane Enthusiast', blurb: 'Spotting aircraft and reading up on how they fly.' },
  { icon: 'hockey', title: 'Calgary Hockey Fan', blurb: 'Cheering on the Calgary Flames, win or lose.' },
  { icon: 'racing', title: 'F1 Racing', blurb: 'Race weekends, strategy calls and car engineering.' },
  { icon: 'skiing', title: 'Downhill Skiing', blurb: 'Chasing fresh powder in the Rockies every winter.' },
  { icon: 'chess', title: 'Chess Player', blurb: 'Rapid games online and the odd local tournament.' },
  { icon: 'jokes', title: 'Dad Jokes', blurb: 'Always ready with one. Sorry in advance.' },
];
