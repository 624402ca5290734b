/**
 * The form without a provider (`VITE_CONTACT=mailto`): Send opens the visitor's own mail app
 * with a message to the owner, the subject and body filled in from the fields. Nothing is sent
 * by the site, so the form says what happened instead of the spec's banners (the dictionary's
 * `contact.mailtoNote`).
 */
import type { ContactMessage } from '@/config/email-provider.ts';

/** RFC 6068: every reserved character percent-encoded, line breaks as CRLF (%0D%0A). */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/\r\n?|\n/g, '\r\n'));
}

/** A `mailto:` link to `to`, with the visitor's subject, and a body that says who wrote. */
export function mailtoHref(to: string, { name, email, subject, message }: ContactMessage): string {
  const body = `${message.trim()}\n\n${name.trim()} <${email.trim()}>`;
  return `mailto:${encode(to.trim()).replace(/%40/g, '@')}?subject=${encode(subject.trim())}&body=${encode(body)}`;
}
