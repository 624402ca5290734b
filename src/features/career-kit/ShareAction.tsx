import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useLanguage } from '@/components/language-context.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { pageUrlIn } from '@/lib/languages/page-url.ts';
import { shareSite, type ShareOutcome } from './share-site.ts';

/** Share: the system share sheet, else the link copied; the outcome goes to the kit's status line. */
export function ShareAction({ onShared }: { onShared: (message: string) => void }) {
  const language = useLanguage();
  const { profile } = contentIn(language);
  const words = wordsIn(language);
  // The page's own address: the French page shares the French page.
  const pageUrl = pageUrlIn(language);
  const kit = words.careerKit;
  /** The confirmation by outcome: none when the visitor closed the share sheet. */
  const confirmation: Record<ShareOutcome, string> = { shared: kit.shared, copied: kit.copied(pageUrl), cancelled: '', unavailable: kit.copyByHand(pageUrl) };
  const share = async () => {
    onShared('');
    const outcome = await shareSite({ title: words.page.title(profile.name), text: kit.shareText(profile.name, profile.tagline), url: pageUrl });
    onShared(confirmation[outcome]);
  };
  return (
    <Button variant="default" radius="xl" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()}>
      {kit.share}
    </Button>
  );
}
