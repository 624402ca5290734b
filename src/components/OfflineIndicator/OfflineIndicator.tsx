import { Badge, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/** A small badge while the browser is offline: the page works from its saved copy. */
export function OfflineIndicator() {
  const { online } = useNetwork();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Badge
          color="orange"
          variant="light"
          leftSection={<IconWifiOff size={14} aria-hidden />}
          title="No network: you are seeing the copy saved on this device. Messages are sent once you are back online."
          data-testid="offline-indicator"
        >
          Offline
          <VisuallyHidden component="span">: showing the copy saved on this device</VisuallyHidden>
        </Badge>
      )}
    </div>
  );
}
