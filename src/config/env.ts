/** Typed build-time environment: the one place `import.meta.env` is read. */
import { resolveEmailConfig } from '@/lib/email/email-config';

export const emailConfig = resolveEmailConfig(import.meta.env);
