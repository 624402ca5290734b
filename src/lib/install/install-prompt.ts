/**
 * Chromium's install prompt, kept for the page's own "Install app" button. The browser fires
 * `beforeinstallprompt` once, often before any island is live, so the first-response script
 * catches it (src/app/inline/install-capture.ts) and parks it on `window`; the career kit's island
 * reads it from there and hears of every change by an event on `document`. No module state: the
 * inlined script and the island are separate bundles.
 */
import { INSTALL_PROMPT_CHANGE_EVENT } from '../../config/page-seams.ts';

/** The event's own members (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Fired on `document` when the parked prompt changes (caught, used, or the app installed). */

type WithParkedPrompt = Window & { parkedInstallPrompt?: BeforeInstallPromptEvent | null };

export function parkedInstallPrompt(): BeforeInstallPromptEvent | null {
  return (window as WithParkedPrompt).parkedInstallPrompt ?? null;
}

export function parkInstallPrompt(prompt: BeforeInstallPromptEvent | null): void {
  (window as WithParkedPrompt).parkedInstallPrompt = prompt;
  document.dispatchEvent(new Event(INSTALL_PROMPT_CHANGE_EVENT));
}
