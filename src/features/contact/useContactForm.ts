import { useForm } from '@mantine/form';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { SUCCESS_BANNER_MS } from '@/config/constants';
import type { ContactMessage } from '@/content/types';
import { contactFormRules, nextContactPhase, noteFor, type SavedNote } from './contact-form-state';
import { listenForOutboxEvents } from './outbox/outbox-events';
import { fingerprint } from './outbox/outbox-rules';
import type { SubmitResult } from './submit-contact-message';
import { useAdoptTypedValues } from './useAdoptTypedValues';

const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

export type SubmitContact = (message: ContactMessage) => Promise<SubmitResult>;

/**
 * The contact form's state: field values in Mantine form state (with the checks the browser
 * cannot make, see contact-form-state.ts), the phase in a reducer, and the note beside an error.
 */
export function useContactForm(submitContact: SubmitContact) {
  const form = useForm<ContactMessage>({ mode: 'controlled', initialValues: EMPTY_MESSAGE, validate: contactFormRules });
  const [phase, dispatch] = useReducer(nextContactPhase, 'idle');
  const [note, setNote] = useState<SavedNote | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Set in the same task as the submit, so a second submit in the same frame (a double click,
  // Enter twice, a replayed early submit) sees it before React has re-rendered anything.
  const sending = useRef(false);
  useAdoptTypedValues(form, formRef);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => dispatch({ type: 'successExpired' }), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // A message that leaves after the form reported an error clears the form if it still shows
  // that very message, so the visitor is not tempted to send it a second time.
  const shownValues = useRef(form.values);
  useEffect(() => {
    shownValues.current = form.values;
  });
  const { reset } = form;
  useEffect(
    () =>
      listenForOutboxEvents((event) => {
        if (event.type === 'delivered' && !sending.current && fingerprint(shownValues.current) === event.fingerprint) {
          reset();
          setNote(null);
          dispatch({ type: 'deliveredLater' });
        }
      }),
    [reset],
  );

  const submitValues = async (message: ContactMessage) => {
    if (sending.current) return;
    sending.current = true;
    dispatch({ type: 'submit' });
    setNote(null);
    try {
      const result = await submitContact(message);
      if (result.status === 'sent') {
        form.reset();
        dispatch({ type: 'sent' });
      } else {
        // The fields keep every value: nothing the visitor typed is lost.
        setNote(noteFor(result));
        dispatch({ type: 'failed' });
      }
    } finally {
      sending.current = false;
    }
  };
  // Validation first (Mantine), then the send; the browser's own checks ran before the event.
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(submitValues)(event);

  return { form, formRef, phase, note, onSubmit };
}
