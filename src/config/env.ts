/** Typed build-time environment: the one place `import.meta.env` is read. */
import { resolveEmailConfig } from '@/config/email-provider';

export const emailConfig = resolveEmailConfig(import.meta.env);
