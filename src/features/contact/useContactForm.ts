import { useForm } from '@mantine/form';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useAdoptTypedValues } from './useAdoptTypedValues';
import { SUCCESS_BANNER_MS } from '@/config/constants';
import type { ContactMessage } from '@/content/types';
import { nextContactPhase } from '@/features/contact/contact-status';
import { queueNoteFor, type QueueNote } from '@/features/contact/queue-note';
import { listenForOutboxEvents } from '@/features/contact/outbox/outbox-events';
import { fingerprint } from '@/features/contact/outbox/outbox-policy';
import type { SubmitResult } from '@/features/contact/outbox/submit-message';

const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

export type SubmitContact = (message: ContactMessage) => Promise<SubmitResult>;

/**
 * The contact form's state: field values in Mantine form state, the phase in a reducer, and
 * what became of a failed message. Required fields and the email format are left to the
 * browser's own checks (spec section 5).
 */
export function useContactForm(submitContact: SubmitContact) {
  const form = useForm<ContactMessage>({ mode: 'controlled', initialValues: EMPTY_MESSAGE });
  const [phase, dispatch] = useReducer(nextContactPhase, 'idle');
  const [queueNote, setQueueNote] = useState<QueueNote | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form, formRef);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => dispatch({ type: 'successExpired' }), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // A queued message that leaves later clears the form if it still shows that very message,
  // so the visitor is not tempted to send it a second time.
  const shownValues = useRef(form.values);
  useEffect(() => {
    shownValues.current = form.values;
  });
  const { reset } = form;
  useEffect(
    () =>
      listenForOutboxEvents((event) => {
        if (event.type === 'delivered' && fingerprint(shownValues.current) === event.fingerprint) {
          reset();
          setQueueNote(null);
          dispatch({ type: 'queuedMessageDelivered' });
        }
      }),
    [reset],
  );

  const onSubmit = form.onSubmit(async (message) => {
    if (phase === 'sending') return;
    dispatch({ type: 'submit' });
    setQueueNote(null);
    const result = await submitContact(message);
    if (result.status === 'sent') {
      form.reset();
      dispatch({ type: 'sent' });
    } else {
      // The fields keep every value: nothing the visitor typed is lost.
      setQueueNote(queueNoteFor(result));
      dispatch({ type: 'failed' });
    }
  });

  return { form, formRef, phase, queueNote, onSubmit };
}
