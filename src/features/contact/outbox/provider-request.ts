/**
 * The product's one outgoing call (spec section 7): what its answer means, when to try again
 * (decision 002, "Backoff"), and at the bottom the request itself: a message posted to the
 * provider's send endpoint, the same in page and worker, with the context's own `fetch` (passed
 * in, never patched).
 */
import type { EmailConfig } from '@/config/email-provider';
import { SEND_PATH } from '@/config/email-provider';
import { MAX_MESSAGE_AGE_MS, type ContactTimings } from '@/config/contact-timings';
import type { ContactMessage } from '@/content/types';
import type { OutboxEntry } from './outbox-store';

/**
 * What became of a message, one word for each value from the request to the form:
 * delivered: the provider accepted it. rejected: refused, and retrying cannot fix it (400, 403,
 * 413, 451, a redirect); not kept. expired: 14 days unsent; not kept. waiting: not delivered yet,
 * for a reason that can pass; it waits in the outbox. full / unsaved: not delivered, and not
 * saved either (MAX_QUEUED_MESSAGES wait / storage is unavailable).
 */
export type Outcome = 'delivered' | 'rejected' | 'expired' | 'waiting' | 'full' | 'unsaved';

export type SendFailure =
  /** No answer: offline, refused, unreachable, or the connection dropped. */
  | { kind: 'network' }
  /** The provider answered with a redirect: not accepted, and retrying would only repeat it. */
  | { kind: 'redirected' }
  /** The provider answered with an error status (or a request was not made: missing ids, 400). */
  | { kind: 'http'; status: number; text: string; retryAfterMs?: number };

/** A request's answer: delivered, or why not. */
export type RequestAnswer = { outcome: 'delivered' } | { outcome: 'rejected' | 'waiting'; failure: SendFailure };

/** One request, bound to its provider and its context's fetch: what the outbox calls. */
export type RequestDelivery = (message: ContactMessage) => Promise<RequestAnswer>;

/** Whether trying again later can fix it: no answer, rate limit, outage. Never 400, 403, 413, 451 or a redirect. */
export function isRetryable(failure: SendFailure): boolean {
  if (failure.kind === 'network') return true;
  if (failure.kind === 'redirected') return false;
  const { status } = failure;
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

// ---- When to try again. ----

/**
 * Delay after `attempts` failed attempts: the base doubling up to the maximum, then "equal
 * jitter" (half to all of it), so tabs and devices that failed together do not return together.
 */
export function backoffDelayMs(attempts: number, timings: ContactTimings, random: () => number = Math.random): number {
  if (attempts <= 0) return 0;
  const ceiling = Math.min(timings.backoffBaseMs * 2 ** Math.min(attempts - 1, 30), timings.backoffMaxMs);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A `Retry-After` value (seconds or an HTTP date) in ms from `now`, capped; undefined if unusable. */
export function parseRetryAfter(value: string | null | undefined, now: number, timings: ContactTimings): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), timings.retryAfterMaxMs);
}

export function isExpired(entry: OutboxEntry, now: number): boolean {
  return now - entry.queuedAt >= MAX_MESSAGE_AGE_MS;
}

/**
 * When the Retry-After (`hard`) or the backoff ends: `now` if over or unset. A time further
 * ahead than any rule sets means the clock was moved back: ignored rather than obeyed.
 */
function waitEndsAt(entry: OutboxEntry, now: number, timings: ContactTimings, hard: boolean): number {
  const until = hard ? entry.notBefore : entry.nextAttemptAt;
  return until !== undefined && until > now && until - now <= (hard ? timings.retryAfterMaxMs : timings.backoffMaxMs) ? until : now;
}

/** Whether the entry may be attempted now. `eager` (Send, online, the page shown) skips the backoff, never a Retry-After. */
export function isDue(entry: OutboxEntry, now: number, timings: ContactTimings, eager = false): boolean {
  if (isExpired(entry, now) || waitEndsAt(entry, now, timings, true) > now) return false;
  return eager || waitEndsAt(entry, now, timings, false) <= now;
}

/** When the entry becomes due without an eager trigger; null once it has expired. */
export function dueAt(entry: OutboxEntry, now: number, timings: ContactTimings): number | null {
  return isExpired(entry, now) ? null : Math.max(waitEndsAt(entry, now, timings, true), waitEndsAt(entry, now, timings, false));
}

/** The entry after a failure that can pass: its backoff (and the provider's Retry-After) set. */
export function rescheduled(entry: OutboxEntry, now: number, timings: ContactTimings, retryAfterMs: number | undefined, random: () => number = Math.random): OutboxEntry {
  const { notBefore: _, ...next } = entry;
  const backoffEnds = now + backoffDelayMs(entry.attempts, timings, random);
  if (retryAfterMs === undefined) return { ...next, nextAttemptAt: backoffEnds };
  return { ...next, notBefore: now + retryAfterMs, nextAttemptAt: Math.max(backoffEnds, now + retryAfterMs) };
}

// ---- The request. ----

/**
 * The body the provider's own SDK (`@emailjs/browser`) posts, release 4.4.1, whose `lib_version`
 * the provider and the local mailbox expect. The SDK itself is not used: it takes a redirect for
 * success, drops `Retry-After` and reaches for the global `fetch`.
 */
const LIB_VERSION = '4.4.1';

const answerFor = (failure: SendFailure): RequestAnswer => ({ outcome: isRetryable(failure) ? 'waiting' : 'rejected', failure });

export async function requestDelivery(message: ContactMessage, config: EmailConfig, timings: ContactTimings, fetchFn: typeof fetch = fetch): Promise<RequestAnswer> {
  const { serviceId, templateId, publicKey, origin } = config;
  if (!serviceId || !templateId || !publicKey) return answerFor({ kind: 'http', status: 400, text: 'The provider ids are not configured' });
  const { name, email, subject, message: body } = message;
  let response: Response;
  try {
    response = await fetchFn(`${origin}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: JSON.stringify({ lib_version: LIB_VERSION, user_id: publicKey, service_id: serviceId, template_id: templateId, template_params: { name, email, subject, message: body } }),
      // A redirect is never followed: it comes back opaque (status 0), read as "redirected".
      redirect: 'manual',
    });
  } catch {
    return answerFor({ kind: 'network' });
  }
  if (response.ok) return { outcome: 'delivered' };
  if (response.status === 0 || response.type === 'opaqueredirect') return answerFor({ kind: 'redirected' });
  const text = await response.text().catch(() => '');
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now(), timings);
  return answerFor({ kind: 'http', status: response.status, text, ...(retryAfterMs !== undefined && { retryAfterMs }) });
}
