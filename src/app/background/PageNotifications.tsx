import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where the update prompt and outbox notices appear (loaded once the page is interactive). */
export function PageNotifications() {
  return <Notifications position="bottom-right" zIndex={400} />;
}
