/**
 * reCAPTCHA, asked for, stops the build with a clear message: the form does not support it. A
 * reCAPTCHA token lives about 2 minutes, and the contact outbox sends a message written offline
 * hours or days later (from the page, or from the service worker with no page to solve a
 * challenge in), so the provider would refuse every such message. docs/hosting.md ("Against
 * abuse") tells the owner what protects the form instead. Asked for means a build variable whose
 * name says reCAPTCHA (`VITE_RECAPTCHA_SITE_KEY`, `VITE_EMAILJS_RECAPTCHA`, ...) set to anything,
 * or a field of the content naming it (which the content check refuses with the same words).
 */

/** Why the form cannot honour it, and what to change: said by the build and by the content check. */
export const RECAPTCHA_UNSUPPORTED = [
  "reCAPTCHA is not supported by this site's contact form: its token expires about 2 minutes after the visitor solves it,",
  'and the form sends a message written offline when the network returns, hours or days later, so the email service would refuse it.',
  'Leave reCAPTCHA off on the EmailJS template, and remove the setting that asks for it;',
  'docs/hosting.md ("Against abuse") tells what protects the form instead.',
].join('\n');

export const asksForRecaptcha = (name: string) => /re_?captcha/i.test(name);

/** The build variables that ask for reCAPTCHA (set, not empty), and what to do; null when none does. */
export function recaptchaProblem(env: NodeJS.ProcessEnv): string | null {
  const asking = Object.keys(env).filter((name) => asksForRecaptcha(name) && env[name]?.trim());
  if (asking.length === 0) return null;
  return `${asking.join(', ')} ${asking.length === 1 ? 'asks' : 'ask'} for reCAPTCHA.\n${RECAPTCHA_UNSUPPORTED}`;
}
