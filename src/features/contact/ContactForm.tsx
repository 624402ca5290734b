import { contactMode } from '@/config/env';
import { ContactFormFrame } from './ContactFormFrame';
import { MailtoForm } from './MailtoForm';
import { StatusBanner } from './StatusBanner';
import { useContactForm } from './useContactForm';

/** The contact form: Send delivers through the outbox, or (VITE_CONTACT=mailto) opens the visitor's mail app. */
export function ContactForm() {
  return contactMode === 'mailto' ? <MailtoForm /> : <SendingForm />;
}

function SendingForm() {
  const { form, formRef, phase, note, onSubmit } = useContactForm();
  return (
    <ContactFormFrame form={form} formRef={formRef} onSubmit={onSubmit} sending={phase === 'sending'}>
      <StatusBanner phase={phase} note={note} />
    </ContactFormFrame>
  );
}
