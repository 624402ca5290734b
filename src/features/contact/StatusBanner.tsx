import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useWords } from '@/components/language-context.ts';
import type { Words } from '@/config/dictionary/words.ts';
import classes from './ContactForm.module.css';

/** Where the form stands: which of the spec's banners, if any, it shows. */
export type ContactPhase = 'idle' | 'sending' | 'success' | 'error';
/** The outcomes that leave a note beside the error banner: what became of the message on this device. */
export type Note = keyof Words['contact']['notes'];

interface StatusBannerProps {
  phase: ContactPhase;
  /** Beside the error banner: what became of the message on this device. */
  note: Note | null;
}

/**
 * The spec's two banners, each holding the spec's text alone; what became of an unsent message
 * is a calm note of its own under the error. The live region is always in the page, so screen
 * readers announce a banner when it appears.
 */
export function StatusBanner({ phase, note }: StatusBannerProps) {
  const { banners, notes } = useWords().contact;
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
      {phase === 'error' && note && (
        <Text size="sm" c="dimmed" className={classes.note} data-testid="queue-note">
          <IconInfoCircle size={16} aria-hidden className={classes.noteIcon} />
          {notes[note]}
        </Text>
      )}
    </div>
  );
}
