/**
 * The names visit counts share across the build and the page, and with the owner's GoatCounter
 * dashboard: the QR code's marker (scripts/vite/career-kit.ts adds it, the page reads and drops
 * it) and each event's name. An event's name is what the owner sees listed, so it never changes
 * (docs/visit-counts.md lists them). No `import.meta` here: the build reads it too.
 */
import type { LanguageCode } from './language-codes.ts';

/** `?via=qr`: the address in the career kit's QR code, in a build that counts. */
export const QR_ARRIVAL_PARAM = 'via';
export const QR_ARRIVAL_VALUE = 'qr';

/** The page was opened from the career kit's QR code. */
export const QR_CODE_SCANNED = 'qr-code-scanned';
/** The site was installed as an app (the browser's `appinstalled`). */
export const APP_INSTALLED = 'app-installed';
/** The contact card was saved. */
export const CONTACT_CARD_SAVED = 'contact-card-saved';
/** A contact message reached the email provider: the fact, never its words or its sender. */
export const CONTACT_MESSAGE_DELIVERED = 'contact-message-delivered';

/** The resume in `language` was downloaded: `resume-downloaded-en`. */
export const resumeDownloaded = (language: LanguageCode): string => `resume-downloaded-${language}`;
