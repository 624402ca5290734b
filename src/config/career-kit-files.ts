/**
 * The career-fair kit's two build-time files (scripts/vite/career-kit.ts writes them at the
 * site's root, the service worker precaches them). No `import.meta` here: the build reads it too.
 */
/** The owner's contact card (vCard). */
export const CONTACT_CARD_FILE = 'contact.vcf';
/** The site's address as a QR code. */
export const QR_CODE_FILE = 'qr-code.svg';

/** The name a saved card gets: `Avery-Quinn.vcf`. */
export const contactCardDownloadName = (profile: { name: string }): string => `${profile.name.trim().replace(/\s+/g, '-')}.vcf`;
