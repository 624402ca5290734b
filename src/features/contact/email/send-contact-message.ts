/**
 * The product's one outgoing call (spec section 7), through the provider's SDK. The SDK has
 * no timeout, so the call is raced against one: a send never hangs the form. A timed-out
 * request may still land later, so its real outcome stays available as `eventually`.
 */
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import type { ContactMessage } from '@/content/types';
import type { EmailConfig } from '@/config/email-provider';
import type { SendFailure } from './send-failure';

export type SendOutcome =
  | { ok: true }
  | { ok: false; failure: SendFailure; eventually?: Promise<SendOutcome> };

export const SEND_TIMEOUT_MS = 10_000;

let initialisedOrigin: string | null = null;

/** The SDK reads the API origin from `init`, not from `send`'s options. */
function ensureInitialised(config: EmailConfig): void {
  if (initialisedOrigin === config.origin) return;
  init({ publicKey: config.publicKey }, config.origin);
  initialisedOrigin = config.origin;
}

function toFailure(error: unknown): SendFailure {
  if (error instanceof EmailJSResponseStatus) return { kind: 'http', status: error.status, text: error.text };
  // fetch rejects with a TypeError when the network is down or the host unreachable.
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'invalid', text: String(error) };
}

async function sendOnce(message: ContactMessage, config: EmailConfig): Promise<SendOutcome> {
  try {
    ensureInitialised(config);
    await send(
      config.serviceId,
      config.templateId,
      { name: message.name, email: message.email, subject: message.subject, message: message.message },
      { publicKey: config.publicKey },
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
}

export async function sendContactMessage(
  message: ContactMessage,
  config: EmailConfig,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  const request = sendOnce(message, config);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SendOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, failure: { kind: 'timeout' }, eventually: request }), timeoutMs);
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
