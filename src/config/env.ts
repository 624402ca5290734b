/**
 * Typed build-time environment: the one place `import.meta.env` is read. Each variable is read
 * by its full name, so the bundle holds exactly these values: Vite inlines every `VITE_*`
 * variable of the build's environment wherever `import.meta.env` is used as a whole.
 */
import { resolveContactMode, resolveEmailConfig } from './email-provider';
import { parseTimingOverrides } from './timing-overrides';

export const emailConfig = resolveEmailConfig({
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
  VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
});

/** How the contact form reaches the owner: through the provider, or the visitor's mail app. */
export const contactMode = resolveContactMode(import.meta.env.VITE_CONTACT);

/** Shorter contact-delivery timings for a test build; empty in production. */
export const contactTimingOverrides = parseTimingOverrides(import.meta.env.VITE_CONTACT_TIMINGS);
