/**
 * The product's one outgoing call (spec section 7): what its answer means, then the call itself,
 * made by the provider's own SDK (`@emailjs/browser`), the same in page and worker. The SDK makes
 * the request (its body, its `lib_version`, its checks of the ids); this module reads what it
 * gives back. When to try again is ./send-schedule.ts's.
 */
import type { ContactMessage, EmailConfig } from '@/config/email-provider.ts';

/**
 * What became of a message, one word for each value from the request to the form:
 * delivered: the provider accepted it. rejected: refused, and retrying cannot fix it (400, 403,
 * 413, 451, an answer that is not the provider's); not kept. expired: 14 days unsent; not kept.
 * waiting: not delivered yet, for a reason that can pass; it waits in the outbox. full / unsaved:
 * not delivered, and not saved either (MAX_QUEUED_MESSAGES wait / storage is unavailable).
 * limited: not sent, not saved: the device has sent its share for now (send-schedule.ts).
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
