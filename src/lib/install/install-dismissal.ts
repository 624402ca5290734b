/** The visitor's "no" to the install prompt, kept on the device so the offer never comes back. */
import { INSTALL_DISMISSED_KEY } from './install-offer.ts';

export function installDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false; // storage disabled: offered again next visit, still never on its own
  }
}

export function rememberInstallDismissed(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Not kept (private mode, full storage): the offer is hidden for this visit only.
  }
}
