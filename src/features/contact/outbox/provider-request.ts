/**
 * The product's one outgoing call (spec section 7): what its answer means, when to try again
 * (decision 002, "Backoff"), and at the bottom the call itself, made by the provider's own SDK
 * (`@emailjs/browser`), the same in page and worker. The SDK makes the request (its body, its
 * `lib_version`, its checks of the ids); this module reads what it gives back.
 */
import type { EmailConfig } from '@/config/email-provider.ts';
import { MAX_MESSAGE_AGE_MS, type ContactTimings } from '@/config/contact-timings.ts';
import type { ContactMessage } from '@/config/email-provider.ts';
import type { OutboxEntry } from './outbox-store.ts';

/**
 * What became of a message, one word for each value from the request to the form:
 * delivered: the provider accepted it. rejected: refused, and retrying cannot fix it (400, 403,
 * 413, 451, an answer that is not the provider's); not kept. expired: 14 days unsent; not kept.
 * waiting: not delivered yet, for a reason that can pass; it waits in the outbox. full / unsaved:
 * not delivered, and not saved either (MAX_QUEUED_MESSAGES wait / storage is unavailable).
 * limited: not sent, not saved: the device has sent its share for now (send-limit.ts).
 */
export type Outcome = 'delivered' | 'rejected' | 'expired' | 'waiting' | 'full' | 'unsaved' | 'limited';

export type SendFailure =
  /**
   * No answer the SDK could read: offline, refused, unreachable, the connection dropped (before
   * the answer, or while its body arrived), a redirect to another origin the browser hides, or
   * the SDK's code could not load.
   */
  | { kind: 'network' }
  /** A success status whose text is not the provider's `OK`: a redirect followed to some page (a proxy, a wrong origin). */
  | { kind: 'unrecognised'; status: number; text: string }
  /** The provider answered with an error status. */
  | { kind: 'http'; status: number; text: string }
  /** No request was made: the SDK refused the call (an id missing) or failed before it; its message. */
  | { kind: 'not-made'; reason: string };

/** A request's answer: delivered, or why not. */
export type RequestAnswer = { outcome: 'delivered' } | { outcome: 'rejected' | 'waiting'; failure: SendFailure };

/** One request, bound to its provider: what the outbox calls. */
export type RequestDelivery = (message: ContactMessage) => Promise<RequestAnswer>;

/** Whether trying again later can fix it: no answer, rate limit, outage. Never 400, 403, 413, 451, an unrecognised answer or a request not made. */
export function isRetryable(failure: SendFailure): boolean {
  if (failure.kind === 'network') return true;
  if (failure.kind !== 'http') return false;
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

export function isExpired(entry: OutboxEntry, now: number): boolean {
  return now - entry.queuedAt >= MAX_MESSAGE_AGE_MS;
}

/**
 * When the backoff ends: `now` if over. A time further ahead than the backoff can set means the
 * clock was moved back: ignored rather than obeyed.
 */
function backoffEndsAt(entry: OutboxEntry, now: number, timings: ContactTimings): number {
  const until = entry.nextAttemptAt;
  return until > now && until - now <= timings.backoffMaxMs ? until : now;
}

/** Whether the entry may be attempted now. `eager` (Send, online, the page shown) skips the backoff. */
export function isDue(entry: OutboxEntry, now: number, timings: ContactTimings, eager = false): boolean {
  return !isExpired(entry, now) && (eager || backoffEndsAt(entry, now, timings) <= now);
}

/** When the entry becomes due without an eager trigger; null once it has expired. */
export function dueAt(entry: OutboxEntry, now: number, timings: ContactTimings): number | null {
  return isExpired(entry, now) ? null : backoffEndsAt(entry, now, timings);
}

/**
 * The entry after a failure that can pass: its backoff set. A provider's `Retry-After` is not
 * among what the SDK gives back, so the backoff applies to a 429 too.
 */
export function rescheduled(entry: OutboxEntry, now: number, timings: ContactTimings, random: () => number = Math.random): OutboxEntry {
  return { ...entry, nextAttemptAt: now + backoffDelayMs(entry.attempts, timings, random) };
}

// ---- The call. ----

type EmailSdk = typeof import('@emailjs/browser');
let loadingSdk: Promise<EmailSdk> | undefined;

/** Whether `localStorage` can be read: it throws (a SecurityError) where the visitor blocks site data. */
function storageReadable(): boolean {
  try {
    void globalThis.localStorage;
    return true;
  } catch {
    return false;
  }
}

/**
 * The SDK's module: it reads `localStorage` once as it loads (its default storage, which only its
 * rate limit uses, off here), and that read throws where the visitor blocks site data, so the
 * module would never load and no message could go. Only then, and only while it loads, the
 * context's `localStorage` reads as undefined, which the SDK takes as "no storage"; the browser's
 * own property is put back at once. `fetch` is never touched.
 */
async function importSdk(): Promise<EmailSdk> {
  const own = storageReadable() ? undefined : Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  if (!own?.configurable) return import('@emailjs/browser');
  Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
  try {
    return await import('@emailjs/browser');
  } finally {
    Object.defineProperty(globalThis, 'localStorage', own);
  }
}

/**
 * The SDK, loaded at the first request (the page loads nothing for it before a message is
 * sent), inside the call's `try`: a load that fails (the chunk unreachable) is a request that
 * could not go (waiting), never a broken island or worker, and is tried again next time.
 */
function loadSdk(): Promise<EmailSdk> {
  loadingSdk ??= importSdk().catch((error: unknown) => {
    loadingSdk = undefined;
    throw error;
  });
  return loadingSdk;
}

const answerFor = (failure: SendFailure): RequestAnswer => ({ outcome: isRetryable(failure) ? 'waiting' : 'rejected', failure });

/**
 * What the SDK's rejection means: a status it read (an error answer); a `TypeError`, which is
 * how `fetch` fails (no answer, or its body cut off) and can pass; or anything else, thrown
 * before any request (a plain string is its own check of the ids).
 */
function failureOf(error: unknown, sdk: EmailSdk): SendFailure {
  if (error instanceof sdk.EmailJSResponseStatus) return { kind: 'http', status: error.status, text: error.text };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'not-made', reason: String(error) };
}

/**
 * Sends one message through the SDK to `config`'s provider. `init` sets the origin (the SDK
 * ignores one passed to `send`) and leaves the SDK no storage: its rate limit, off here, is the
 * only thing that would use it. The SDK posts with the context's own `fetch`, whatever it is.
 */
export async function requestDelivery(message: ContactMessage, config: EmailConfig): Promise<RequestAnswer> {
  const { serviceId, templateId, publicKey, origin } = config;
  const { name, email, subject, message: body } = message;
  let sdk: EmailSdk;
  try {
    sdk = await loadSdk();
  } catch {
    return answerFor({ kind: 'network' });
  }
  try {
    sdk.init({ publicKey, origin });
    const answer = await sdk.send(serviceId, templateId, { name, email, subject, message: body });
    // The provider says `OK`; a redirect the browser followed ends on some page's 200.
    return answer.text === 'OK' ? { outcome: 'delivered' } : answerFor({ kind: 'unrecognised', status: answer.status, text: answer.text });
  } catch (error) {
    return answerFor(failureOf(error, sdk));
  }
}
