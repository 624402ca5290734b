import { notifications } from '@mantine/notifications';
import type { OutboxEvent } from '@/features/contact/outbox/outbox-events';

/** Tells the visitor what became of a message that had been waiting in the outbox. */
export function notifyOutboxEvent(event: OutboxEvent): void {
  if (event.type === 'delivered') {
    notifications.show({
      id: `outbox-${event.id}`,
      color: 'green',
      title: 'Message sent',
      message: `Your earlier message “${event.subject}” has now been sent.`,
      autoClose: 8000,
    });
    return;
  }
  notifications.show({
    id: `outbox-${event.id}`,
    color: 'red',
    title: 'Message not sent',
    message:
      event.reason === 'expired'
        ? `Your earlier message “${event.subject}” waited too long and was not sent. Please send it again.`
        : `The email service refused your earlier message “${event.subject}”. Please try again later or write by email.`,
    autoClose: false,
  });
}
