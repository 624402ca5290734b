import { useForm } from '@mantine/form';
import { useEffect, useReducer } from 'react';
import { SUCCESS_BANNER_MS } from '@/config/constants';
import type { ContactMessage } from '@/content/types';
import { nextContactPhase } from '@/lib/contact/contact-status';
import type { SendOutcome } from '@/lib/email/send-contact-message';

const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

export type SendMessage = (message: ContactMessage) => Promise<SendOutcome>;

/**
 * The contact form's state: field values in Mantine form state, the phase in a reducer.
 * Required fields and the email format are left to the browser's own checks (spec section 5).
 */
export function useContactForm(sendMessage: SendMessage) {
  const form = useForm<ContactMessage>({ mode: 'controlled', initialValues: EMPTY_MESSAGE });
  const [phase, dispatch] = useReducer(nextContactPhase, 'idle');

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => dispatch({ type: 'successExpired' }), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const onSubmit = form.onSubmit(async (values) => {
    if (phase === 'sending') return;
    dispatch({ type: 'submit' });
    const outcome = await sendMessage(values);
    if (outcome.ok) {
      form.reset();
      dispatch({ type: 'sent' });
    } else {
      // The fields keep every value: nothing the visitor typed is lost.
      dispatch({ type: 'failed' });
    }
  });

  return { form, phase, onSubmit };
}
