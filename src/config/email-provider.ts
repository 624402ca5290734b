/**
 * Where the contact form sends. With all three provider ids configured the real provider is
 * used; without them the build talks to the embedded local mailbox (`npm start` runs it), so
 * the form works out of the box with no account and no network. An owner without a provider
 * account can publish with `VITE_CONTACT=mailto`: the form then sends nothing and opens the
 * visitor's mail app with the fields filled in instead.
 */

/** The four fields a visitor sends through the contact form: the form, the outbox and the local mailbox read them. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** 'send': through the provider (or the local mailbox). 'mailto': through the visitor's mail app. */
export type ContactMode = 'send' | 'mailto';

export function resolveContactMode(value: string | undefined): ContactMode {
  return value?.trim().toLowerCase() === 'mailto' ? 'mailto' : 'send';
}
export interface EmailConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** API origin; a message is posted to `{origin}{SEND_PATH}`. */
  origin: string;
  /** True when no provider ids were configured and the local mailbox is the target. */
  usesLocalMailbox: boolean;
}

export const PROVIDER_ORIGIN = 'https://api.emailjs.com';
/** The provider's send endpoint, under its origin: the page and the worker post here, the local mailbox answers here. */
export const SEND_PATH = '/api/v1.0/email/send';

/** A mail-app build's (`VITE_CONTACT=mailto`): it sends nothing, so it names no provider and no local mailbox. */
export const NO_PROVIDER: EmailConfig = { serviceId: '', templateId: '', publicKey: '', origin: '', usesLocalMailbox: false };

export const LOCAL_MAILBOX: EmailConfig = {
  serviceId: 'local_mailbox',
  templateId: 'local_template',
  publicKey: 'local_public_key',
  origin: 'http://127.0.0.1:8787',
  usesLocalMailbox: true,
};

/** The build-time variables, as Vite exposes them on `import.meta.env`. */
export interface EmailEnv {
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_ORIGIN?: string;
  VITE_CONTACT?: string;
}

export function resolveEmailConfig(env: EmailEnv): EmailConfig {
  if (resolveContactMode(env.VITE_CONTACT) === 'mailto') return NO_PROVIDER;
  const serviceId = env.VITE_EMAILJS_SERVICE_ID?.trim();
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID?.trim();
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim();
  const origin = env.VITE_EMAILJS_ORIGIN?.trim().replace(/\/+$/, '');
  if (serviceId && templateId && publicKey) {
    return { serviceId, templateId, publicKey, origin: origin || PROVIDER_ORIGIN, usesLocalMailbox: false };
  }
  return { ...LOCAL_MAILBOX, origin: origin || LOCAL_MAILBOX.origin };
}
