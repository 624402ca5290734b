import { Button, Paper, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MESSAGE_ROWS, SENDING_LABEL, SUBMIT_LABEL } from '@/config/constants';
import { useContactForm } from './useContactForm';
import { submitContactMessage } from './submit-contact-message';
import { StatusBanner } from './StatusBanner';
import classes from './ContactForm.module.css';

export function ContactForm() {
  const { form, formRef, phase, queueNote, onSubmit } = useContactForm(submitContactMessage);
  const sending = phase === 'sending';

  return (
    <Paper ref={formRef} withBorder radius="lg" p="xl" component="form" onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className={classes.formTitle}>
        Send a Message
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
      <StatusBanner phase={phase} queueNote={queueNote} />
    </Paper>
  );
}
