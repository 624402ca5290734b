import { Button, Group, Text } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useLanguage } from '@/components/language-context.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { shareSite, type ShareOutcome } from './share-site.ts';

/** This page's own address: its canonical link (the build writes it absolute), else where the browser is. */
const thisPageUrl = (): string => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;

/**
 * The case study's share action, as the career kit's (ShareAction.tsx) for the one page: the
 * system share sheet, else the link copied, with the outcome said in a status line. An island
 * renders with no props, so it reads the page's address and title when it is used.
 */
export function SharePage() {
  const words = wordsIn(useLanguage());
  const kit = words.careerKit;
  const [status, setStatus] = useState('');
  const share = async () => {
    setStatus('');
    const url = thisPageUrl();
    const outcome: ShareOutcome = await shareSite({ title: document.title, text: document.title, url });
    setStatus({ shared: kit.shared, copied: kit.copied(url), cancelled: '', unavailable: kit.copyByHand(url) }[outcome]);
  };
  return (
    <Group gap="md" mt="xl" className="cs-share">
      <Button variant="default" radius="xl" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()}>
        {words.caseStudy.share}
      </Button>
      <Text size="sm" role="status">
        {status}
      </Text>
    </Group>
  );
}
