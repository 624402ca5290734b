/**
 * The product's one outgoing call (spec section 7), made by the provider's SDK in page and worker.
 * The SDK takes a redirect for success and drops `Retry-After`, so `fetch` is wrapped for the send
 * URL: no redirect followed (the SDK sees status 0), the last `Retry-After` kept (one flusher per
 * context: the last is this send's). Decision 002, "The SDK".
 */
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import type { EmailConfig } from '@/config/email-provider';
import type { ContactMessage } from '@/content/types';
import { parseRetryAfter, type ContactTimings } from './outbox-rules';

export const SEND_PATH = '/api/v1.0/email/send';

export type SendFailure =
  /** No answer: offline, refused, unreachable, or the connection dropped. */
  | { kind: 'network' }
  /** The provider answered with a redirect: not accepted, and retrying would only repeat it. */
  | { kind: 'redirected' }
  /** The provider answered with an error status. */
  | { kind: 'http'; status: number; text: string; retryAfterMs?: number };

export type SendOutcome = { ok: true } | { ok: false; failure: SendFailure };

/** One request, bound to its provider: what the outbox calls. */
export type SendContact = (message: ContactMessage) => Promise<SendOutcome>;

/** Whether trying again later can fix it: no answer, rate limit, outage. Never 400, 403, 413, 451 or a redirect. */
export function isRetryable(failure: SendFailure): boolean {
  if (failure.kind === 'network') return true;
  if (failure.kind === 'redirected') return false;
  const { status } = failure;
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

let lastRetryAfter: string | null = null;
let guard: { url: string; fetch: typeof fetch } | undefined;

/** Installs the fetch wrapper described above, once per context (again if something replaced it). */
function guardProviderFetch(url: string): void {
  if (guard?.url === url && globalThis.fetch === guard.fetch) return;
  const original = globalThis.fetch.bind(globalThis);
  const guarded = async (input: RequestInfo | URL, requestInit?: RequestInit) => {
    if (input !== url || requestInit?.method !== 'POST') return original(input, requestInit);
    lastRetryAfter = null;
    const response = await original(input, { ...requestInit, redirect: 'manual' });
    lastRetryAfter = response.headers.get('Retry-After');
    return response;
  };
  guard = { url, fetch: guarded };
  globalThis.fetch = guarded;
}

/** What the SDK's rejection means. */
export function failureOf(error: unknown, retryAfter: string | null, now: number, timings: ContactTimings): SendFailure {
  // The SDK rejects a missing id with a plain string, before any request: a retry cannot fix it.
  if (typeof error === 'string') return { kind: 'http', status: 400, text: error };
  if (!(error instanceof EmailJSResponseStatus)) return { kind: 'network' }; // fetch's TypeError
  // Status 0 is the unfollowed redirect (an opaque response); a network failure throws instead.
  if (error.status === 0) return { kind: 'redirected' };
  const retryAfterMs = parseRetryAfter(retryAfter, now, timings);
  return { kind: 'http', status: error.status, text: error.text, ...(retryAfterMs !== undefined && { retryAfterMs }) };
}

export async function sendMessage(message: ContactMessage, config: EmailConfig, timings: ContactTimings): Promise<SendOutcome> {
  guardProviderFetch(`${config.origin}${SEND_PATH}`);
  init({ publicKey: config.publicKey, origin: config.origin });
  try {
    const { name, email, subject, message: body } = message;
    await send(config.serviceId, config.templateId, { name, email, subject, message: body });
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: failureOf(error, lastRetryAfter, Date.now(), timings) };
  }
}
