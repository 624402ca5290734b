/**
 * The form both modes share: its fields and Send, its Mantine form state, and the checks the
 * browser cannot make itself (validation runs on Send, before the message goes anywhere).
 */
import { Anchor, Button, Paper, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { useLanguage } from '@/components/language-context.ts';
import { CONTACT_VARIABLES_LIMIT_BYTES, MESSAGE_COUNTER_FROM_SHARE, MESSAGE_ROWS } from '@/config/constants.ts';
import { wordsIn, type Words } from '@/lib/languages/words.ts';
import type { ContactMessage } from '@/config/email-provider.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { EARLY_SUBMIT_NOTE_ATTRIBUTE, marked } from '@/config/page-seams.ts';
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
export const contactFormRules = ({ required, tooLong }: Words['contact']) => ({
  name: (value: string) => (filled(value) ? null : required.name),
  subject: (value: string) => (filled(value) ? null : required.subject),
  message: (value: string, values: ContactMessage) => {
    if (!filled(value)) return required.message;
    const room = roomLeft(values);
    return room < 0 ? tooLong(-room) : null;
  },
});

const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The four fields' Mantine form state, with the checks the browser cannot make. The form is in
 * the prerendered HTML, so a visitor can type before the page has hydrated; those values live
 * only in the DOM (hydration leaves an input's value alone) and are taken in once, at mount.
 */
export function useMessageForm() {
  const words = wordsIn(useLanguage()).contact;
  // The same rules on every render: the form's setters (and the effect below) depend on them.
  const validate = useMemo(() => contactFormRules(words), [words]);
  const form = useForm<ContactMessage>({ mode: 'controlled', initialValues: EMPTY_MESSAGE, validate });
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
  const language = useLanguage();
  const { pageText, profile } = contentIn(language);
  const words = wordsIn(language).contact;
  const room = roomLeft(form.values);
  return (
    <Paper ref={formRef} withBorder radius="lg" p="xl" component="form" onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className={classes.formTitle}>
        {/* The owner's title, or the product's for content from before it could name one. */}
        {pageText.contact.formTitle ?? words.formTitle}
      </h3>
      <div className={classes.fields}>
        <TextInput label={words.labels.name} name="name" autoComplete="name" required key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput label={words.labels.email} name="email" type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
        <TextInput label={words.labels.subject} name="subject" required key={form.key('subject')} {...form.getInputProps('subject')} className={classes.wide} />
        <Textarea
          label={words.labels.message}
          name="message"
          rows={MESSAGE_ROWS}
          required
          key={form.key('message')}
          {...form.getInputProps('message')}
          description={
            showsCounter(room) && !form.errors.message ? (
              <Text span size="xs" c={room < 0 ? 'red' : undefined} data-testid="message-counter">
                {room < 0 ? words.tooLong(-room) : words.charactersLeft(room)}
              </Text>
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          className={classes.wide}
        />
      </div>
      <Button type="submit" size="md" radius="xl" mt="lg" disabled={sending} leftSection={<IconSend size={18} aria-hidden />} className={classes.submit}>
        {sending ? words.sending : words.send}
      </Button>
      {children}
      <p hidden {...marked(EARLY_SUBMIT_NOTE_ATTRIBUTE)} className={classes.earlyNote}>
        {words.earlySubmit} <Anchor href={`mailto:${profile.email}`} inherit>
          {profile.email}
        </Anchor>
      </p>
    </Paper>
  );
}
