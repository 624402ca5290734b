/**
 * The form both modes share: its fields and Send, its Mantine form state, and the checks the
 * browser cannot make itself (validation runs on Send, before the message goes anywhere).
 */
import { Anchor, Button, Paper, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { CONTACT_TEXTS, CONTACT_VARIABLES_LIMIT_BYTES, MESSAGE_COUNTER_FROM_SHARE, MESSAGE_ROWS, SENDING_LABEL, SUBMIT_LABEL } from '@/config/constants';
import type { ContactMessage } from '@/content/types';
import { pageText } from '@/content/page-text';
import { profile } from '@/content/profile';
import { EARLY_SUBMIT_NOTE_ATTRIBUTE, marked } from '@/config/page-seams';
import classes from './ContactForm.module.css';

const encoder = new TextEncoder();

/** Bytes of the template variables as they travel (the provider's measure). */
export function variablesBytes(message: ContactMessage): number {
  const { name, email, subject, message: body } = message;
  return encoder.encode(JSON.stringify({ name, email, subject, message: body })).length;
}

/** Room left under the provider's cap (negative when over it). */
export function roomLeft(message: ContactMessage): number {
  return CONTACT_VARIABLES_LIMIT_BYTES - variablesBytes(message);
}

/** Whether the message box shows its counter: near the cap or over it. */
export function showsCounter(room: number): boolean {
  return room <= CONTACT_VARIABLES_LIMIT_BYTES - CONTACT_VARIABLES_LIMIT_BYTES * MESSAGE_COUNTER_FROM_SHARE;
}

const filled = (text: string) => text.trim().length > 0;

/**
 * Mantine form validation: a field holding only spaces counts as empty (the browser's
 * `required` accepts it), and a message over the provider's cap cannot be sent. The email
 * field keeps the browser's own check.
 */
export const contactFormRules = {
  name: (value: string) => (filled(value) ? null : CONTACT_TEXTS.required.name),
  subject: (value: string) => (filled(value) ? null : CONTACT_TEXTS.required.subject),
  message: (value: string, values: ContactMessage) => {
    if (!filled(value)) return CONTACT_TEXTS.required.message;
    const room = roomLeft(values);
    return room < 0 ? CONTACT_TEXTS.tooLong(-room) : null;
  },
};

/** Over the form when the content names no `pageText.contact.formTitle` (content from before it existed). */
const DEFAULT_FORM_TITLE = 'Send a Message';

const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The four fields' Mantine form state, with the checks the browser cannot make. The form is in
 * the prerendered HTML, so a visitor can type before the page has hydrated; those values live
 * only in the DOM (hydration leaves an input's value alone) and are taken in once, at mount.
 */
export function useMessageForm() {
  const form = useForm<ContactMessage>({ mode: 'controlled', initialValues: EMPTY_MESSAGE, validate: contactFormRules });
  const formRef = useRef<HTMLFormElement>(null);
  const { setFieldValue } = form;
  useEffect(() => {
    for (const field of formRef.current?.elements ?? []) {
      const { name, value } = field as HTMLInputElement;
      if (value && Object.hasOwn(EMPTY_MESSAGE, name)) setFieldValue(name as keyof ContactMessage, value);
    }
  }, [setFieldValue]);
  return { form, formRef };
}

interface ContactFormFrameProps {
  form: UseFormReturnType<ContactMessage>;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending?: boolean;
  /** What the form says after Send: the banners, or the mailto note. */
  children: ReactNode;
}

/** The form both modes share: title, fields, Send, what it says, and the note for Send before the code came. */
export function ContactFormFrame({ form, formRef, onSubmit, sending = false, children }: ContactFormFrameProps) {
  const room = roomLeft(form.values);
  return (
    <Paper ref={formRef} withBorder radius="lg" p="xl" component="form" onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className={classes.formTitle}>
        {pageText.contact.formTitle ?? DEFAULT_FORM_TITLE}
      </h3>
      <div className={classes.fields}>
        <TextInput label="Name" name="name" autoComplete="name" required key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput label="Email" name="email" type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
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
      <Button type="submit" size="md" radius="xl" mt="lg" disabled={sending} leftSection={<IconSend size={18} aria-hidden />} className={classes.submit}>
        {sending ? SENDING_LABEL : SUBMIT_LABEL}
      </Button>
      {children}
      <p hidden {...marked(EARLY_SUBMIT_NOTE_ATTRIBUTE)} className={classes.earlyNote}>
        {CONTACT_TEXTS.earlySubmit} <Anchor href={`mailto:${profile.email}`} inherit>
          {profile.email}
        </Anchor>
      </p>
    </Paper>
  );
}
