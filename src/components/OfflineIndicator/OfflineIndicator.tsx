import { Badge, VisuallyHidden } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { marked, OFFLINE_BADGE_ATTRIBUTE } from '@/config/page-seams.ts';

/**
 * A small badge while the browser is offline: "Offline" on screen, and in full what still
 * works (and, on a page listing posts or repositories, that their links need a connection) for
 * screen readers and as a tooltip. Rendered hidden; the first-response script shows
 * it while the network is gone.
 */
interface OfflineIndicatorProps {
  language: LanguageCode;
  /** The page lists links to other sites (posts, repositories): its words say those need a connection. */
  linksElsewhere?: boolean;
}

export function OfflineIndicator({ language, linksElsewhere = false }: OfflineIndicatorProps) {
  const { offline } = wordsIn(language).header;
  const details = linksElsewhere ? `${offline.details} ${offline.outsideLinks}` : offline.details;
  return (
    <div role="status" aria-live="polite">
      <Badge
        color="orange"
        variant="light"
        leftSection={<IconWifiOff size={14} aria-hidden />}
        title={details}
        data-testid="offline-indicator"
        {...marked(OFFLINE_BADGE_ATTRIBUTE)}
        hidden
      >
        {/* Compact at every width, so the bar keeps room for the owner's name; the rest is in the title and for screen readers. */}
        {offline.badge}
        <VisuallyHidden component="span">. {details}</VisuallyHidden>
      </Badge>
    </div>
  );
}
