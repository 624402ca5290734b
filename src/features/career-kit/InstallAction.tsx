import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconApps } from '@tabler/icons-react';
import { useWords } from '@/components/language-context.ts';
import { IosInstallHowTo } from './IosInstallHowTo.tsx';
import { useInstallOffer } from './useInstallOffer.ts';

/** "Install app": the browser's own prompt where there is one, our how-to on iOS Safari, else nothing. */
export function InstallAction() {
  const { offer, promptInstall } = useInstallOffer();
  const words = useWords().careerKit;
  const [howToOpened, howTo] = useDisclosure(false);
  return (
    <>
      {offer !== 'none' && (
        <Button radius="xl" leftSection={<IconApps size={18} aria-hidden />} onClick={offer === 'prompt' ? () => void promptInstall() : howTo.open}>
          {words.install}
        </Button>
      )}
      <IosInstallHowTo opened={howToOpened} onClose={howTo.close} />
    </>
  );
}
