import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const UPDATE_NOTIFICATION_ID = 'sw-update';

/** The prompt for a waiting new version: a notification with a Reload button. */
export function showUpdatePrompt(activateUpdate: () => Promise<void>): void {
  notifications.show({
    id: UPDATE_NOTIFICATION_ID,
    title: 'A new version is available',
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">Reload to see the latest portfolio.</Text>
        <Button size="xs" onClick={() => void activateUpdate()}>
          Reload
        </Button>
      </Group>
    ),
    autoClose: false,
    withCloseButton: true,
  });
}
