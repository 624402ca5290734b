import { emailConfig } from '@/config/env';
import type { ContactMessage } from '@/content/types';
import { sendContactMessage } from '@/lib/email/send-contact-message';

/** The form's send: the provider (or local mailbox) configured at build time. */
export const sendWithConfiguredProvider = (message: ContactMessage) => sendContactMessage(message, emailConfig);
