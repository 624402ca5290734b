import { Button, Group, Text } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useState } from 'react';
import { contactCardDownloadName } from '@/config/career-kit-files';
import { CONTACT_CARD_HREF } from '@/config/public-files';
import { profile } from '@/content/profile';
import { InstallAction } from './InstallAction';
import { QrCodeAction } from './QrCodeAction';
import { ShareAction } from './ShareAction';
import { KIT_TEXTS } from './kit-texts';
import classes from './CareerKit.module.css';

/**
 * The career-fair kit (an island in the footer): install the site, share its link, hold up its
 * QR code, save the owner's contact card. Everything it needs is precached, so a booth without
 * network loses nothing. The install button appears only where it can help (useInstallOffer),
 * last in the row, so its arrival moves no other button.
 */
export function CareerKit() {
  const [shareMessage, setShareMessage] = useState('');
  return (
    <section aria-labelledby="career-kit-title" className={classes.kit} data-testid="career-kit">
      <Text component="h2" id="career-kit-title" fw={800} className={classes.title}>
        {KIT_TEXTS.title}
      </Text>
      <Text size="sm" c="dimmed">
        {KIT_TEXTS.intro}
      </Text>
      <Group gap="xs" className={classes.actions}>
        <ShareAction onShared={setShareMessage} />
        <QrCodeAction />
        <Button
          component="a"
          href={CONTACT_CARD_HREF}
          download={contactCardDownloadName(profile)}
          variant="default"
          radius="xl"
          leftSection={<IconAddressBook size={18} aria-hidden />}
        >
          Save contact
        </Button>
        <InstallAction />
      </Group>
      <Text size="sm" role="status" className={classes.status}>
        {shareMessage}
      </Text>
    </section>
  );
}
