import { Badge, VisuallyHidden } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { marked, OFFLINE_BADGE_ATTRIBUTE, OFFLINE_DETAILS_ATTRIBUTE } from '@/config/page-seams.ts';

/**
 * A small badge while the browser is offline: "Offline" on screen, and in full what still
 * works (and, on a page listing posts or repositories, that their links need a connection) for
 * screen readers and as a tooltip. Rendered hidden; the first-response script shows it while the
 * network is gone. The words in full are `OfflineDetails`, after the first screen: shown only
 * offline, they would take 140 to 180 of the first round trip's compressed bytes, more in a
 * script of two bytes a letter. The same script puts them in the badge once the page is parsed.
 */
interface OfflineIndicatorProps {
  language: LanguageCode;
}

export function OfflineIndicator({ language }: OfflineIndicatorProps) {
  const { offline } = wordsIn(language).header;
  return (
    <div role="status" aria-live="polite">
      <Badge color="orange" variant="light" leftSection={<IconWifiOff size={14} aria-hidden />} data-testid="offline-indicator" {...marked(OFFLINE_BADGE_ATTRIBUTE)} hidden>
        {/* Compact at every width, so the bar keeps room for the owner's name; the rest is in the title and for screen readers. */}
        {offline.badge}
        <VisuallyHidden component="span" {...marked(OFFLINE_DETAILS_ATTRIBUTE)} />
      </Badge>
    </div>
  );
}

interface OfflineDetailsProps extends OfflineIndicatorProps {
  /** The page lists links to other sites (posts, repositories): its words say those need a connection. */
  linksElsewhere?: boolean;
}

/** The badge's words in full, hidden until the first-response script puts them in the badge. */
export function OfflineDetails({ language, linksElsewhere = false }: OfflineDetailsProps) {
  const { offline } = wordsIn(language).header;
  return (
    <div hidden {...marked(OFFLINE_DETAILS_ATTRIBUTE)}>
      {linksElsewhere ? `${offline.details} ${offline.outsideLinks}` : offline.details}
    </div>
  );
}
