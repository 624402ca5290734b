import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconApps } from '@tabler/icons-react';
import { IosInstallHowTo } from './IosInstallHowTo';
import { KIT_TEXTS } from './kit-texts';
import { useInstallOffer } from './useInstallOffer';

/** "Install app": the browser's own prompt where there is one, our how-to on iOS Safari, else nothing. */
export function InstallAction() {
  const { offer, promptInstall } = useInstallOffer();
  const [howToOpened, howTo] = useDisclosure(false);
  return (
    <>
      {offer !== 'none' && (
        <Button radius="xl" leftSection={<IconApps size={18} aria-hidden />} onClick={offer === 'prompt' ? () => void promptInstall() : howTo.open}>
          {KIT_TEXTS.install}
        </Button>
      )}
      <IosInstallHowTo opened={howToOpened} onClose={howTo.close} />
    </>
  );
}
