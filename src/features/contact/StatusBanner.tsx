import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ERROR_TEXT, SUCCESS_TEXT } from '@/config/constants';
import type { ContactPhase } from './contact-status';
import { QUEUE_NOTE_TEXT, type QueueNote } from './queue-note';
import classes from './ContactForm.module.css';

interface StatusBannerProps {
  phase: ContactPhase;
  /** Under the error banner: what became of the message on this device. */
  queueNote: QueueNote | null;
}

/**
 * The spec's two banners. The live region is always in the page, so screen readers announce
 * a banner when it appears (an error assertively).
 */
export function StatusBanner({ phase, queueNote }: StatusBannerProps) {
  return (
    <div aria-live="polite" aria-atomic="true" className={classes.banner}>
      {phase === 'success' && (
        <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="contact-success">
          {SUCCESS_TEXT}
        </Alert>
      )}
      {phase === 'error' && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="contact-error">
          {ERROR_TEXT}
          {queueNote && (
            <Text size="sm" mt={6} data-testid="queue-note">
              {QUEUE_NOTE_TEXT[queueNote]}
            </Text>
          )}
        </Alert>
      )}
    </div>
  );
}
