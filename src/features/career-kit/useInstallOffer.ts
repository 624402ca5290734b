/**
 * The "Install app" button's state: which offer (installOffer) fits this browser now, and the
 * install itself. Decided after mount only, so the prerendered button is absent in every
 * browser and the island hydrates without a mismatch.
 */
import { useCallback, useEffect, useState } from 'react';
import { installDismissed, rememberInstallDismissed } from '@/lib/install/install-dismissal.ts';
import { installOffer, isIosSafari, type InstallOffer } from '@/lib/install/install-offer.ts';
import { INSTALL_PROMPT_CHANGE_EVENT } from '@/config/page-seams.ts';
import { parkInstallPrompt, parkedInstallPrompt } from '@/lib/install/install-prompt.ts';

const STANDALONE = '(display-mode: standalone)';

function currentOffer(): InstallOffer {
  return installOffer({
    runsInstalled: window.matchMedia(STANDALONE).matches || (navigator as { standalone?: boolean }).standalone === true,
    dismissed: installDismissed(),
    hasPrompt: parkedInstallPrompt() !== null,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  });
}

export function useInstallOffer(): { offer: InstallOffer; promptInstall: () => Promise<void> } {
  const [offer, setOffer] = useState<InstallOffer>('none');

  useEffect(() => {
    const update = () => setOffer(currentOffer());
    const standalone = window.matchMedia(STANDALONE);
    update();
    document.addEventListener(INSTALL_PROMPT_CHANGE_EVENT, update);
    standalone.addEventListener('change', update);
    return () => {
      document.removeEventListener(INSTALL_PROMPT_CHANGE_EVENT, update);
      standalone.removeEventListener('change', update);
    };
  }, []);

  const promptInstall = useCallback(async () => {
    const prompt = parkedInstallPrompt();
    if (!prompt) return;
    // Called straight from the tap: the browser shows its prompt only with the tap's activation.
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'dismissed') rememberInstallDismissed();
    // A prompt is good for one use; accepted, the app is installed; dismissed, never again.
    parkInstallPrompt(null);
  }, []);

  return { offer, promptInstall };
}
