import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { wordsIn } from '@/lib/languages/words.ts';
import { RESTORE_MESSAGE_EVENT } from '@/config/page-seams.ts';
import type { ContactMessage } from '@/config/email-provider.ts';
import { contentIn, languageOfDocument } from '@/lib/languages/site-content.ts';
import { mailtoHref } from './mailto.ts';
import type { OutboxEvent } from './outbox/outbox.ts';
import type { PageOutbox } from './page-side.ts';


/**
 * The text goes back into the form: the live form takes it (RESTORE_MESSAGE_EVENT); a form not
 * live yet gets it in its fields, which it adopts when it comes alive (useMessageForm).
 */
function putBack(message: ContactMessage): void {
  const taken = !window.dispatchEvent(new CustomEvent(RESTORE_MESSAGE_EVENT, { detail: message, cancelable: true }));
  const form = document.querySelector<HTMLFormElement>('#contact form');
  if (!taken && form) {
    for (const [name, value] of Object.entries(message)) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !field.value) field.value = value;
    }
  }
  document.getElementById('contact')?.scrollIntoView();
}

/** Tells the visitor what became of a message the form had not already reported. */
export function notifyOutboxEvent(event: OutboxEvent, page: Pick<PageOutbox, 'forgetDropped'>): void {
  // A notice is not in an island: it speaks the page's language, read from the page itself.
  const language = languageOfDocument();
  const { notices, mailInstead } = wordsIn(language).contact;
  const id = `outbox-${event.id || event.subject}`;
  if (event.outcome === 'delivered') {
    notifications.show({ id, color: 'green', title: notices.sentTitle, message: notices.sent(event.subject), autoClose: 8000 });
    return;
  }
  const { message } = event;
  if (!message) return; // 'waiting': nothing to tell yet
  notifications.show({
    id,
    color: 'red',
    title: notices.notSentTitle,
    message: (
      <Stack gap="xs">
        <Text size="sm">{event.outcome === 'expired' ? notices.expired(event.subject) : notices.rejected(event.subject)}</Text>
        <Text size="sm" c="dimmed" lineClamp={3} data-testid="dropped-text">
          {message.message}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            putBack(message);
            notifications.hide(id);
          }}
        >
          {notices.putBack}
        </Button>
        {event.outcome === 'rejected' && (
          // Refused for good while no page showed it: the same message, from the visitor's own mail app.
          <Button component="a" size="xs" variant="subtle" href={mailtoHref(contentIn(language).profile.email, message)} data-testid="mail-instead">
            {mailInstead}
          </Button>
        )}
      </Stack>
    ),
    autoClose: false,
    // Told: the record of the dropped message goes (the text is in the form, or was seen).
    onClose: () => void page.forgetDropped(event.id),
  });
}
