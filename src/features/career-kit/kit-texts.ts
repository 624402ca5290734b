/** What the career-fair kit says, in one place: its heading and intro in the owner's words (page-text.ts). */
import { pageText } from '@/content/page-text';
import type { ShareOutcome } from './share-site';

export const KIT_TEXTS = {
  title: pageText.careerKit?.title ?? 'Take this site with you',
  intro: pageText.careerKit?.intro ?? 'Install it, share it, scan it or save my contact card. All of it works offline.',
  install: 'Install app',
  share: 'Share',
  showQr: 'Show QR code',
  qrTitle: 'Scan to open this portfolio',
  qrAlt: (url: string) => `QR code of ${url}`,
  qrHint: 'Point a phone camera at the code. It works without a network here.',
  close: 'Close',
  howToTitle: 'Install on your iPhone or iPad',
  howToIntro: 'Safari adds this site to your Home Screen as an app that opens offline:',
  howToDone: 'Got it',
  /** The confirmation after Share, by outcome (none when the visitor closed the share sheet). */
  shareOutcome: (outcome: ShareOutcome, url: string): string =>
    ({ shared: 'Shared.', copied: `Link copied: ${url}`, cancelled: '', unavailable: `Copy this link: ${url}` })[outcome],
} as const;
