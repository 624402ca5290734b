/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
  /** `mailto`: the contact form opens the visitor's mail app instead of sending (src/config/email-provider.ts). */
  readonly VITE_CONTACT?: string;
  /** Test builds only: shorter contact-delivery timings (src/config/timing-overrides.ts). */
  readonly VITE_CONTACT_TIMINGS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the site was built (vite.config.ts `define`), for prerendered markup. */
declare const __BUILD_YEAR__: number;

/** The nonce the Content-Security-Policy gives style elements inserted at run time (scripts/vite/csp.ts). */
declare const __CSP_STYLE_NONCE__: string | undefined;

/** The page's full public address, from VITE_SITE_URL (vite.config.ts `define`): src/lib/languages/page-url.ts. */
declare const __SITE_URL__: string;

/** Where the contact form sends, resolved by the build from the VITE_EMAILJS_* variables (vite.config.ts `define`): src/config/env.ts. */
declare const __EMAIL_CONFIG__: import('./config/email-provider.ts').EmailConfig;
/**
 * The GoatCounter endpoint this build counts at, or null: no counter set in profile.ts, or a build
 * for this machine (vite.config.ts, scripts/vite/visit-counter.ts).
 */
declare const __VISIT_COUNTER__: string | null;
