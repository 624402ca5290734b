import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '@/components/language-context.ts';
import { wordsIn, type Words } from '@/lib/languages/words.ts';
import classes from './ContactForm.module.css';

/** Where the form stands: which of the spec's banners, if any, it shows. */
export type ContactPhase = 'idle' | 'sending' | 'success' | 'error';
/** The outcomes that leave a note beside the error banner: what became of the message on this device. */
export type Note = keyof Words['contact']['notes'];

/**
 * What the form says beside the error banner: what became of the message on this device; when
 * the device may send again (its limit reached); or, refused for good, a link that opens the
 * visitor's own mail app with the message (`mailto`).
 */
export type ShownNote = { kind: Note } | { kind: 'limited'; allowedAt: number; waitMs: number; limit: { messages: number; windowMs: number } } | { kind: 'rejected'; mailto: string };

interface StatusBannerProps {
  phase: ContactPhase;
  /** Beside the error banner. */
  note: ShownNote | null;
}

const MINUTE_MS = 60_000;

/**
 * The spec's two banners, each holding the spec's text alone; what became of an unsent message
 * is a calm note of its own under the error. The live region is always in the page, so screen
 * readers announce a banner when it appears.
 */
export function StatusBanner({ phase, note }: StatusBannerProps) {
  const language = useLanguage();
  const { banners } = wordsIn(language).contact;
  return (
    <div aria-live="polite" aria-atomic="true" className={classes.banner}>
      {phase === 'success' && (
        <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="contact-success">
          {banners.success}
        </Alert>
      )}
      {phase === 'error' && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="contact-error">
          {banners.error}
        </Alert>
      )}
      {phase === 'error' && note && <NoteText note={note} language={language} />}
    </div>
  );
}

function NoteText({ note, language }: { note: ShownNote; language: ReturnType<typeof useLanguage> }) {
  const words = wordsIn(language).contact;
  let text: ReactNode;
  if (note.kind === 'limited') {
    const { allowedAt, waitMs, limit } = note;
    const at = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(allowedAt);
    const inMinutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
    text = words.limited(limit.messages, Math.round(limit.windowMs / MINUTE_MS), at, inMinutes);
  } else if (note.kind === 'rejected') {
    // The same message, from the visitor's own mail app: the provider will not take it.
    text = (
      <Anchor href={note.mailto} inherit>
        {words.mailInstead}
      </Anchor>
    );
  } else text = words.notes[note.kind];
  const Icon = note.kind === 'rejected' ? IconMail : IconInfoCircle;
  return (
    <Text size="sm" c="dimmed" className={classes.note} data-testid={note.kind === 'rejected' ? 'mail-instead' : 'queue-note'}>
      <Icon size={16} aria-hidden className={classes.noteIcon} />
      <span>{text}</span>
    </Text>
  );
}
