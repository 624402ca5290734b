import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_NOTIFICATION_ID = 'sw-update';
/** An open page looks for a new deployment this often (and whenever it loads). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, asks before switching:
 * an automatic reload could throw away a half-typed message. Accepting activates the new
 * worker and reloads, so the page is never a mix of old and new files.
 */
export function useServiceWorkerUpdates(): void {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    notifications.show({
      id: UPDATE_NOTIFICATION_ID,
      title: 'A new version is available',
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">Reload to see the latest portfolio.</Text>
          <Button size="xs" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
        </Group>
      ),
      autoClose: false,
      withCloseButton: true,
    });
  }, [needRefresh, updateServiceWorker]);
}
