import { Anchor, Button, Paper, Text, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CONTACT_TEXTS, MESSAGE_ROWS, SENDING_LABEL, SUBMIT_LABEL } from '@/config/constants';
import { contactMode } from '@/config/env';
import type { ContactMessage } from '@/content/types';
import { pageText } from '@/content/page-text';
import { profile } from '@/content/profile';
import { roomLeft, showsCounter } from './contact-form-state';
import { MAILTO_NOTE, mailtoHref } from './mailto';
import { StatusBanner } from './StatusBanner';
import { submitContactMessage, type SubmitResult } from './submit-contact-message';
import { useContactForm } from './useContactForm';
import classes from './ContactForm.module.css';

/** Over the form when the content names no `pageText.contact.formTitle` (content from before it existed). */
const DEFAULT_FORM_TITLE = 'Send a Message';

/** mailto mode's Send: the visitor's mail app opens with the message; the site sends nothing. */
async function openMailApp(message: ContactMessage): Promise<SubmitResult> {
  window.open(mailtoHref(profile.email, message), '_self');
  return { status: 'mailto', fingerprint: '' };
}

export function ContactForm() {
  const { form, formRef, phase, note, handedToMailApp, onSubmit } = useContactForm(contactMode === 'mailto' ? openMailApp : submitContactMessage);
  const sending = phase === 'sending';
  const room = roomLeft(form.values);

  return (
    <Paper ref={formRef} withBorder radius="lg" p="xl" component="form" onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className={classes.formTitle}>
        {pageText.contact.formTitle ?? DEFAULT_FORM_TITLE}
      </h3>
      <div className={classes.fields}>
        <TextInput label="Name" name="name" autoComplete="name" required key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput label="Subject" name="subject" required key={form.key('subject')} {...form.getInputProps('subject')} className={classes.wide} />
        <Textarea
          label="Message"
          name="message"
          rows={MESSAGE_ROWS}
          required
          key={form.key('message')}
          {...form.getInputProps('message')}
          description={
            showsCounter(room) && !form.errors.message ? (
              <Text span size="xs" c={room < 0 ? 'red' : undefined} data-testid="message-counter">
                {room < 0 ? CONTACT_TEXTS.tooLong(-room) : CONTACT_TEXTS.charactersLeft(room)}
              </Text>
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          className={classes.wide}
        />
      </div>
      <Button
        type="submit"
        size="md"
        radius="xl"
        mt="lg"
        disabled={sending}
        leftSection={<IconSend size={18} aria-hidden />}
        className={classes.submit}
      >
        {sending ? SENDING_LABEL : SUBMIT_LABEL}
      </Button>
      <StatusBanner phase={phase} note={note} />
      {handedToMailApp && (
        <Text size="sm" role="status" mt="sm" data-testid="mailto-note">
          {MAILTO_NOTE}{' '}
          <Anchor href={`mailto:${profile.email}`} inherit>
            {profile.email}
          </Anchor>
          .
        </Text>
      )}
      <p hidden data-early-submit-note className={classes.earlyNote}>
        {CONTACT_TEXTS.earlySubmit} <Anchor href={`mailto:${profile.email}`} inherit>
          {profile.email}
        </Anchor>
      </p>
    </Paper>
  );
}
