/**
 * Typed build-time environment: the one place `import.meta.env` is read. Each variable is read
 * by its full name, so the bundle holds exactly these values: Vite inlines every `VITE_*`
 * variable of the build's environment wherever `import.meta.env` is used as a whole.
 */
import type { EmailConfig } from './email-provider.ts';
import { resolveContactMode } from './email-provider.ts';
import { parseTimingOverrides } from './timing-overrides.ts';

/**
 * Where the contact form sends, as the build resolved it (vite.config.ts `define`): the bundle
 * holds only that target, so a published site's code never names the local mailbox on 127.0.0.1.
 */
export const emailConfig: EmailConfig = __EMAIL_CONFIG__;

/** How the contact form reaches the owner: through the provider, or the visitor's mail app. */
export const contactMode = resolveContactMode(import.meta.env.VITE_CONTACT);

/** Shorter contact-delivery timings for a test build; empty in production. */
export const contactTimingOverrides = parseTimingOverrides(import.meta.env.VITE_CONTACT_TIMINGS);
