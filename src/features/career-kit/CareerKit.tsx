import { Button, Group, Text } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useState } from 'react';
import { useLanguage } from '@/components/language-context.ts';
import { contactCardDownloadName } from '@/config/career-kit-files.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { contactCardHref } from '@/lib/languages/public-files.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { InstallAction } from './InstallAction.tsx';
import { QrCodeAction } from './QrCodeAction.tsx';
import { ShareAction } from './ShareAction.tsx';
import classes from './CareerKit.module.css';

/**
 * The career-fair kit (an island in the footer): install the site, share its link, hold up its
 * QR code, save the owner's contact card. Everything it needs is precached, so a booth without
 * network loses nothing. The install button appears only where it can help (useInstallOffer),
 * last in the row, so its arrival moves no other button. Its heading and intro are the owner's
 * (page-text.ts), or the product's where the owner gives none.
 */
export function CareerKit() {
  const language = useLanguage();
  const { profile, pageText } = contentIn(language);
  const words = wordsIn(language).careerKit;
  const [shareMessage, setShareMessage] = useState('');
  return (
    <section aria-labelledby="career-kit-title" className={classes.kit} data-testid="career-kit">
      <Text component="h2" id="career-kit-title" fw={800} className={classes.title}>
        {pageText.careerKit?.title ?? words.title}
      </Text>
      <Text size="sm" c="dimmed">
        {pageText.careerKit?.intro ?? words.intro}
      </Text>
      <Group gap="xs" className={classes.actions}>
        <ShareAction onShared={setShareMessage} />
        <QrCodeAction />
        <Button
          component="a"
          href={contactCardHref(language)}
          download={contactCardDownloadName(profile)}
          variant="default"
          radius="xl"
          leftSection={<IconAddressBook size={18} aria-hidden />}
        >
          {words.saveContact}
        </Button>
        <InstallAction />
      </Group>
      <Text size="sm" role="status" className={classes.status}>
        {shareMessage}
      </Text>
    </section>
  );
}
