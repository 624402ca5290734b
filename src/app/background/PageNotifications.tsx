import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** Where the update prompt and outbox notices appear. */
export function PageNotifications({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <Notifications position="bottom-right" zIndex={400} />;
}
