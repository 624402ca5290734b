import { notifications } from '@mantine/notifications';
import { CONTACT_TEXTS } from '@/config/constants';
import type { OutboxEvent } from './outbox/outbox-events';

const { notices } = CONTACT_TEXTS;

/** Tells the visitor what became of a message the form had not already reported. */
export function notifyOutboxEvent(event: OutboxEvent): void {
  if (event.type === 'retrying') return;
  if (event.type === 'delivered') {
    notifications.show({ id: `outbox-${event.id || event.subject}`, color: 'green', title: notices.sentTitle, message: notices.sent(event.subject), autoClose: 8000 });
    return;
  }
  notifications.show({
    id: `outbox-${event.id || event.subject}`,
    color: 'red',
    title: notices.notSentTitle,
    message: event.reason === 'expired' ? notices.expired(event.subject) : notices.rejected(event.subject),
    autoClose: false,
  });
}
