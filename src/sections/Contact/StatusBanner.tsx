import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ERROR_TEXT, SUCCESS_TEXT } from '@/config/constants';
import type { ContactPhase } from '@/lib/contact/contact-status';
import classes from './Contact.module.css';

/**
 * The spec's two banners. The live region is always in the page, so screen readers announce
 * a banner when it appears (an error assertively).
 */
export function StatusBanner({ phase }: { phase: ContactPhase }) {
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
        </Alert>
      )}
    </div>
  );
}
