import { Badge, VisuallyHidden } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/**
 * A small badge while the browser is offline: the page works from its saved copy. Rendered
 * hidden; the first-response script shows it while the network is gone.
 */
export function OfflineIndicator() {
  return (
    <div role="status" aria-live="polite">
      <Badge
        color="orange"
        variant="light"
        leftSection={<IconWifiOff size={14} aria-hidden />}
        title="No network: you are seeing the copy saved on this device. Messages are sent once you are back online."
        data-testid="offline-indicator"
        data-offline-badge
        hidden
      >
        Offline
        <VisuallyHidden component="span">: showing the copy saved on this device</VisuallyHidden>
      </Badge>
    </div>
  );
}
