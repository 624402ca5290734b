import { Badge, Tooltip } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/** A small badge while the browser is offline: the page works from its saved copy. */
export function OfflineIndicator() {
  const { online } = useNetwork();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Tooltip label="No network: you are seeing the copy saved on this device. Messages are sent once you are back online." multiline w={260} withArrow>
          <Badge color="orange" variant="light" leftSection={<IconWifiOff size={14} aria-hidden />} tabIndex={0} data-testid="offline-indicator">
            Offline
          </Badge>
        </Tooltip>
      )}
    </div>
  );
}
