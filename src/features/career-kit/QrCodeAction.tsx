import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { useLanguage, useWords } from '@/components/language-context.ts';
import { qrCodeHref } from '@/lib/languages/public-files.ts';
import { pageUrlIn } from '@/lib/languages/page-url.ts';
import { IN_PLACE } from './in-place-dialog.ts';
import classes from './CareerKit.module.css';

/**
 * "Show QR code": the site's address, full screen, for a phone across the table to scan. The
 * image is the build's SVG (precached), so it shows offline; Mantine's Modal traps focus,
 * closes on Escape and returns focus to the button.
 */
export function QrCodeAction() {
  const [opened, { open, close }] = useDisclosure(false);
  const words = useWords().careerKit;
  const language = useLanguage();
  const pageUrl = pageUrlIn(language);
  return (
    <>
      <Button variant="default" radius="xl" leftSection={<IconQrcode size={18} aria-hidden />} onClick={open}>
        {words.showQr}
      </Button>
      <Modal opened={opened} onClose={close} fullScreen title={words.qrTitle} closeButtonProps={{ 'aria-label': words.close }} {...IN_PLACE}>
        <div className={classes.qrStage}>
          <img src={qrCodeHref(language)} alt={words.qrAlt(pageUrl)} width={512} height={512} className={classes.qrImage} data-testid="site-qr-code" />
          <Text fw={700} size="lg" className={classes.qrUrl}>
            {pageUrl}
          </Text>
          <Text size="sm" c="dimmed">
            {words.qrHint}
          </Text>
        </div>
      </Modal>
    </>
  );
}
