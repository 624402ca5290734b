import { Badge, VisuallyHidden } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { marked, OFFLINE_BADGE_ATTRIBUTE } from '@/config/page-seams';

/** What still works without a network, in full: for the tooltip and screen readers. */
export const OFFLINE_DETAILS =
  'Everything on this page still works from the copy saved on this device: the resume, the QR code, the contact card and sharing the link. Messages you send go out once you are back online.';

/**
 * A small badge while the browser is offline: "Offline" on screen, and in full what still
 * works for screen readers and as a tooltip. Rendered hidden; the first-response script shows
 * it while the network is gone.
 */
export function OfflineIndicator() {
  return (
    <div role="status" aria-live="polite">
      <Badge
        color="orange"
        variant="light"
        leftSection={<IconWifiOff size={14} aria-hidden />}
        title={OFFLINE_DETAILS}
        data-testid="offline-indicator"
        {...marked(OFFLINE_BADGE_ATTRIBUTE)}
        hidden
      >
        {/* Compact at every width, so the bar keeps room for the owner's name; the rest is in the title and for screen readers. */}
        Offline
        <VisuallyHidden component="span">. {OFFLINE_DETAILS}</VisuallyHidden>
      </Badge>
    </div>
  );
}
