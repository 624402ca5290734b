/**
 * A published form always has somewhere to send: a production build for a site that is not on
 * this machine stops unless the email provider's three ids are set, or the owner chose the
 * mail-app form (VITE_CONTACT=mailto). Without the ids the page would post to the visitor's own
 * 127.0.0.1:8787 (the local mailbox) and promise a delivery that never happens. scripts/build.ts
 * asks before any work, the one way a site is built (the prerender needs its server bundle).
 */
import { resolveContactMode } from '../../src/config/email-provider.ts';
import { isLoopbackHost } from '../../src/config/loopback.ts';

const PROVIDER_ID_VARIABLES = ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY'] as const;

/**
 * Why the contact form of a site published at `siteUrl` (the address the build will publish,
 * ../site/site-address.ts, not the variable) would have nowhere to send, or null when it has.
 */
export function contactTargetProblem(siteUrl: string, env: NodeJS.ProcessEnv): string | null {
  if (isLoopbackHost(new URL(siteUrl).hostname)) return null; // `npm start`, the tests: the local mailbox is there.
  if (resolveContactMode(env.VITE_CONTACT) === 'mailto') return null;
  const missing = PROVIDER_ID_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return null;
  return [
    `The contact form of a site published at ${siteUrl} would have nowhere to send: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
    'Without all three provider ids it posts to the visitor\'s own 127.0.0.1:8787 (the local mailbox), which is not there.',
    `Either set ${PROVIDER_ID_VARIABLES.join(', ')} (README: "The email provider"): on GitHub Pages each as a repository secret or variable,`,
    "on any other host in the host's environment variables;",
    "or set VITE_CONTACT=mailto to build a form that opens the visitor's mail app with the message filled in.",
  ].join('\n');
}
