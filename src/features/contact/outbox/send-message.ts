/**
 * The product's one outgoing call (spec section 7): a JSON POST to the provider's send path, the
 * very request its browser SDK makes. It is made here with `fetch` rather than through the SDK
 * for two things the SDK cannot give: an AbortSignal, so a request never outlives the time it
 * owns its message (outbox-rules.ts), and the `Retry-After` header of a 429 or 503.
 */
import type { EmailConfig } from '@/config/email-provider';
import type { ContactMessage } from '@/content/types';
import { parseRetryAfter, type ContactTimings } from './outbox-rules';

export const SEND_PATH = '/api/v1.0/email/send';
/** The SDK release whose request this mirrors; the provider reads it as the client's version. */
export const CLIENT_LIB_VERSION = '4.4.1';

export type SendFailure =
  /** No answer: offline, refused, unreachable. As far as the browser can tell, nothing arrived. */
  | { kind: 'network' }
  /** No answer within the request limit, so the request was given up; it may have arrived. */
  | { kind: 'abandoned' }
  /** The provider answered with an error status. */
  | { kind: 'http'; status: number; text: string; retryAfterMs?: number };

export type SendOutcome = { ok: true } | { ok: false; failure: SendFailure };

/** One request, bound to its provider: what the outbox calls. */
export type SendContact = (message: ContactMessage) => Promise<SendOutcome>;

/** Whether trying again later can fix it: no answer, rate limit, outage. Never 400, 403, 413, 451. */
export function isRetryable(failure: SendFailure): boolean {
  if (failure.kind !== 'http') return true;
  const { status } = failure;
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/** The request body exactly as spec section 7 lists it. */
export function sendBody(message: ContactMessage, config: EmailConfig): string {
  return JSON.stringify({
    lib_version: CLIENT_LIB_VERSION,
    user_id: config.publicKey,
    service_id: config.serviceId,
    template_id: config.templateId,
    template_params: { name: message.name, email: message.email, subject: message.subject, message: message.message },
  });
}

export interface SendDependencies {
  fetch?: typeof fetch;
  now?: () => number;
}

export async function sendMessage(
  message: ContactMessage,
  config: EmailConfig,
  timings: ContactTimings,
  { fetch: fetchImpl = globalThis.fetch.bind(globalThis), now = Date.now }: SendDependencies = {},
): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timings.requestLimitMs);
  try {
    const response = await fetchImpl(`${config.origin}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: sendBody(message, config),
      signal: controller.signal,
    });
    // The status is the answer; a body cut off (or given up on) does not change it.
    const text = await response.text().catch(() => '');
    if (response.ok) return { ok: true };
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now(), timings);
    return { ok: false, failure: { kind: 'http', status: response.status, text, ...(retryAfterMs !== undefined && { retryAfterMs }) } };
  } catch {
    // fetch rejects with a TypeError when nothing answers, and with an AbortError when we gave up.
    return { ok: false, failure: controller.signal.aborted ? { kind: 'abandoned' } : { kind: 'network' } };
  } finally {
    clearTimeout(timer);
  }
}
