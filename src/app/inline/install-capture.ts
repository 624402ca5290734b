/**
 * Part of the first-response script: catches Chromium's install prompt the moment the browser
 * offers it (it can come before any island is live) and parks it for the career kit's "Install
 * app" button (src/lib/install/install-prompt.ts). preventDefault keeps the browser's own
 * mini-infobar from popping up on a phone: the page never nags; the visitor asks.
 */
import { parkInstallPrompt, type BeforeInstallPromptEvent } from '../../lib/install/install-prompt.ts';

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    parkInstallPrompt(event as BeforeInstallPromptEvent);
  });
  // Installed (from our button or the browser's menu): nothing left to offer.
  window.addEventListener('appinstalled', () => parkInstallPrompt(null));
}
