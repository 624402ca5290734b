/**
 * Whether and how the page offers to install itself. It never nags: nothing opens on its own,
 * there is no offer where the site already runs installed or the browser cannot install it,
 * and once the visitor has said no to the browser's prompt, the offer is gone for good.
 */

/** `prompt`: the browser's own dialog; `ios-how-to`: our Share → Add to Home Screen steps. */
export type InstallOffer = 'prompt' | 'ios-how-to' | 'none';

export interface InstallSituation {
  /** The page runs as the installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  runsInstalled: boolean;
  /** The visitor dismissed the browser's install prompt once (remembered on the device). */
  dismissed: boolean;
  /** The browser handed over its install prompt (Chromium's `beforeinstallprompt`). */
  hasPrompt: boolean;
  /** iOS or iPadOS Safari: installable by hand only, and it has no prompt. */
  iosSafari: boolean;
}

export function installOffer({ runsInstalled, dismissed, hasPrompt, iosSafari }: InstallSituation): InstallOffer {
  if (runsInstalled || dismissed) return 'none';
  if (hasPrompt) return 'prompt';
  return iosSafari ? 'ios-how-to' : 'none';
}

/**
 * Safari on an iPhone or iPad. iPadOS presents itself as a Mac, told apart by its touch screen;
 * other iOS browsers name themselves (CriOS, FxiOS, EdgiOS…) and are left out.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return apple && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Where the visitor's "no" to the install prompt is kept. */
export const INSTALL_DISMISSED_KEY = 'install-offer-dismissed';
