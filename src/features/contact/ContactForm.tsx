/**
 * The contact form, chosen in this one place: the sending form, or with `VITE_CONTACT=mailto` the
 * mail-app form (MailtoForm.tsx). The sending form's state: the spec's phases (idle → sending →
 * success | error), the note beside an error, and a form that clears itself when its message is
 * delivered later. Send goes to the page's one outbox (page-outbox.ts).
 */
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { contactMode } from '@/config/env.ts';
import { TIMINGS } from '@/config/contact-timings.ts';
import { SUCCESS_BANNER_MS } from '@/config/constants.ts';
import { RESTORE_MESSAGE_EVENT } from '@/config/page-seams.ts';
import type { ContactMessage } from '@/config/email-provider.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { useLanguage } from '@/components/language-context.ts';
import { isBotSend } from './bot-trap.ts';
import { ContactFormFrame, useMessageForm } from './ContactFormFrame.tsx';
import { MailtoForm } from './MailtoForm.tsx';
import { mailtoHref } from './mailto.ts';
import { fingerprintOf, listenForOutboxEvents } from './outbox/outbox.ts';
import type { Outcome } from './outbox/provider-request.ts';
import { pageOutbox } from './page-outbox.ts';
import type { SendAnswer } from './page-side.ts';
import { TrapField } from './TrapField.tsx';
import { StatusBanner, type ContactPhase, type Note, type ShownNote } from './StatusBanner.tsx';

/** Send through the outbox, or (VITE_CONTACT=mailto) open the visitor's mail app. */
export function ContactForm() {
  return contactMode === 'mailto' ? <MailtoForm /> : <SendingForm />;
}

function SendingForm() {
  const { form, formRef, phase, note, onSubmit } = useContactForm();
  const { profile } = contentIn(useLanguage());
  // Refused for good: the message as the form holds it now, from the visitor's own mail app.
  const shown: ShownNote | null =
    note?.kind === 'rejected'
      ? { kind: 'rejected', mailto: mailtoHref(profile.email, form.values) }
      : note?.kind === 'limited'
        ? { kind: 'limited', allowedAt: note.allowedAt!, waitMs: note.waitMs!, limit: { messages: TIMINGS.sendLimit, windowMs: TIMINGS.sendWindowMs } }
        : note && { kind: note.kind };
  return (
    <ContactFormFrame form={form} formRef={formRef} onSubmit={onSubmit} sending={phase === 'sending'}>
      <TrapField />
      <StatusBanner phase={phase} note={shown} />
    </ContactFormFrame>
  );
}

// ---- The phases (spec section 4). ----

export type ContactEvent =
  | { type: 'submit' }
  | { type: 'answered'; outcome: Outcome }
  | { type: 'successExpired' }
  /** The message behind an error banner has now been delivered after all. */
  | { type: 'deliveredLater' };

export function nextContactPhase(phase: ContactPhase, event: ContactEvent): ContactPhase {
  switch (event.type) {
    case 'submit':
      return 'sending';
    case 'answered':
      return phase === 'sending' ? (event.outcome === 'delivered' ? 'success' : 'error') : phase;
    case 'successExpired':
      return phase === 'success' ? 'idle' : phase;
    case 'deliveredLater':
      return phase === 'error' ? 'idle' : phase;
  }
}

const NOTES: Record<Note, true> = { waiting: true, full: true, unsaved: true };
const hasNote = (outcome: Outcome): outcome is Note => Object.hasOwn(NOTES, outcome);

/** The note beside an error, for the message behind it (`fingerprint`); with 'limited', when it may go, and how long that was from the answer. */
interface FormNote {
  kind: Note | 'rejected' | 'limited';
  fingerprint: string;
  allowedAt?: number;
  waitMs?: number;
}

/** How often the "saved" note checks that the outbox still holds its message (site data can be cleared). */
const SAVED_NOTE_CHECK_MS = 2000;

/** The sending form's state: field values in Mantine form state, the phase in a reducer, and the note beside an error. */
function useContactForm() {
  const { form, formRef } = useMessageForm();
  const [phase, dispatch] = useReducer(nextContactPhase, 'idle');
  const [note, setNote] = useState<FormNote | null>(null);
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
        if (event.outcome === 'delivered' && !sending.current && fingerprintOf(shownValues.current) === event.fingerprint) {
          reset();
          setNote(null);
          dispatch({ type: 'deliveredLater' });
        }
        // Left the outbox (delivered, or dropped: a notice says so): "saved" is no longer true.
        // (The announcement of this form's own refusal, which may come after its answer, leaves the mail link.)
        if (event.outcome !== 'waiting') setNote((current) => (current?.fingerprint === event.fingerprint && current.kind !== 'rejected' ? null : current));
      }),
    [reset],
  );

  // "Saved… will be sent automatically" holds only while the outbox holds that very message (not once edited, nor after the site's data was cleared).
  const savedFingerprint = note?.kind === 'waiting' ? note.fingerprint : null;
  const showsSavedMessage = savedFingerprint !== null && fingerprintOf(form.values) === savedFingerprint;
  useEffect(() => {
    if (savedFingerprint === null) return;
    const check = async () => {
      if (await (await pageOutbox()).isQueued(savedFingerprint)) return;
      // Gone without a word (the site's data was cleared): the text in the form is all there is.
      const stillShown = fingerprintOf(shownValues.current) === savedFingerprint;
      setNote((current) => (current?.fingerprint === savedFingerprint && current.kind === 'waiting' ? (stillShown ? { kind: 'unsaved', fingerprint: savedFingerprint } : null) : current));
    };
    const timer = setInterval(() => void check(), SAVED_NOTE_CHECK_MS);
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
    // A bot's Send looks sent to it, and goes nowhere: no provider, no outbox, no count (bot-trap.ts).
    if (isBotSend(formRef.current)) {
      dispatch({ type: 'submit' });
      dispatch({ type: 'answered', outcome: 'delivered' });
      formRef.current?.reset();
      form.reset();
      return;
    }
    sending.current = true;
    dispatch({ type: 'submit' });
    setNote(null);
    try {
      // An outbox that cannot be created is told like storage that cannot save.
      const { outcome, fingerprint, allowedAt } = await pageOutbox()
        .then((page) => page.send(message))
        .catch((): SendAnswer => ({ outcome: 'unsaved', fingerprint: fingerprintOf(message) }));
      // On an error the fields keep every value: nothing the visitor typed is lost.
      if (outcome === 'delivered') form.reset();
      else if (outcome === 'limited' && allowedAt !== undefined) setNote({ kind: outcome, fingerprint, allowedAt, waitMs: allowedAt - Date.now() });
      else if (outcome === 'rejected') setNote({ kind: outcome, fingerprint });
      else setNote(hasNote(outcome) ? { kind: outcome, fingerprint } : null);
      dispatch({ type: 'answered', outcome });
    } finally {
      sending.current = false;
    }
  };
  // Validation first (Mantine), then the send; the browser's own checks ran before the event.
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(submitValues)(event);

  const shownNote = note && (note.kind !== 'waiting' || showsSavedMessage) ? note : null;
  return { form, formRef, phase, note: shownNote, onSubmit };
}
