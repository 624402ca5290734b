import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { SUCCESS_BANNER_MS } from '@/config/constants';
import type { ContactMessage } from '@/content/types';
import { nextContactPhase, noteFor, type SavedNote } from './contact-form-state';
import { useMessageForm } from './ContactFormFrame';
import { isQueued, listenForOutboxEvents } from './outbox/outbox';
import { fingerprintOf } from './outbox/outbox-rules';
import { contextOutbox } from './outbox/hand-over';
import { submitContactMessage } from './page-side';

/** A dropped message's notice asks for its text back with this event (detail: the message). */
export const RESTORE_MESSAGE_EVENT = 'portfolio:restore-message';
/** How often the "saved" note checks that the outbox still holds its message (site data can be cleared). */
const SAVED_NOTE_CHECK_MS = 2000;

/** The sending form's state: field values in Mantine form state, the phase in a reducer, and the note beside an error. */
export function useContactForm() {
  const { form, formRef } = useMessageForm();
  const [phase, dispatch] = useReducer(nextContactPhase, 'idle');
  const [note, setNote] = useState<{ kind: SavedNote; fingerprint: string } | null>(null);
  // Set in the submit's own task: a second submit in the same frame (a double click, Enter twice) sees it before any render.
  const sending = useRef(false);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => dispatch({ type: 'successExpired' }), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // A message delivered after the form reported an error clears the form if it still shows it: no second send.
  const shownValues = useRef(form.values);
  useEffect(() => {
    shownValues.current = form.values;
  });
  const { reset, setValues } = form;
  useEffect(
    () =>
      listenForOutboxEvents((event) => {
        if (event.type === 'delivered' && !sending.current && fingerprintOf(shownValues.current) === event.fingerprint) {
          reset();
          setNote(null);
          dispatch({ type: 'deliveredLater' });
        }
        // Left the outbox (sent, or dropped: a notice says so): "saved" is no longer true.
        if (event.type !== 'retrying') setNote((current) => (current?.fingerprint === event.fingerprint ? null : current));
      }),
    [reset],
  );

  // "Saved… will be sent automatically" holds only while the outbox holds that very message (not once edited, nor after the site's data was cleared).
  const savedFingerprint = note?.kind === 'saved' ? note.fingerprint : null;
  const showsSavedMessage = savedFingerprint !== null && fingerprintOf(form.values) === savedFingerprint;
  useEffect(() => {
    if (savedFingerprint === null) return;
    const check = () =>
      void isQueued(contextOutbox(), savedFingerprint).then((waiting) => {
        if (waiting) return;
        // Gone without a word (the site's data was cleared): the text in the form is all there is.
        const stillShown = fingerprintOf(shownValues.current) === savedFingerprint;
        setNote((current) => (current?.fingerprint === savedFingerprint && current.kind === 'saved' ? (stillShown ? { kind: 'not-saved', fingerprint: savedFingerprint } : null) : current));
      });
    const timer = setInterval(check, SAVED_NOTE_CHECK_MS);
    return () => clearInterval(timer);
  }, [savedFingerprint]);

  // A notice offers a dropped message's text back: into the form, if the form holds nothing else.
  useEffect(() => {
    const onRestore = (event: Event) => {
      const message = (event as CustomEvent<ContactMessage>).detail;
      if (Object.values(shownValues.current).some((value) => value.trim() !== '')) return;
      event.preventDefault(); // taken: the notice need not fill the fields itself
      setValues(message);
    };
    window.addEventListener(RESTORE_MESSAGE_EVENT, onRestore);
    return () => window.removeEventListener(RESTORE_MESSAGE_EVENT, onRestore);
  }, [setValues]);

  const submitValues = async (message: ContactMessage) => {
    if (sending.current) return;
    sending.current = true;
    dispatch({ type: 'submit' });
    setNote(null);
    try {
      const result = await submitContactMessage(message);
      if (result.status === 'sent') {
        form.reset();
        dispatch({ type: 'sent' });
      } else {
        // The fields keep every value: nothing the visitor typed is lost.
        const kind = noteFor(result);
        setNote(kind && { kind, fingerprint: result.fingerprint });
        dispatch({ type: 'failed' });
      }
    } finally {
      sending.current = false;
    }
  };
  // Validation first (Mantine), then the send; the browser's own checks ran before the event.
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(submitValues)(event);

  const shownNote = note && (note.kind !== 'saved' || showsSavedMessage) ? note.kind : null;
  return { form, formRef, phase, note: shownNote, onSubmit };
}
