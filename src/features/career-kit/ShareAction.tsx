import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { SITE_URL } from '@/config/site';
import { profile } from '@/content/profile';
import { KIT_TEXTS } from './kit-texts';
import { shareSite } from './share-site';

/** Share: the system share sheet, else the link copied; the outcome goes to the kit's status line. */
export function ShareAction({ onShared }: { onShared: (message: string) => void }) {
  const share = async () => {
    onShared('');
    const outcome = await shareSite({ title: `${profile.name} Portfolio`, text: `${profile.name}: ${profile.tagline}`, url: SITE_URL });
    onShared(KIT_TEXTS.shareOutcome(outcome, SITE_URL));
  };
  return (
    <Button variant="default" radius="xl" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()}>
      {KIT_TEXTS.share}
    </Button>
  );
}
