import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMINGS, MAX_MESSAGE_AGE_MS } from '@/config/contact-timings';
import type { EmailConfig } from '@/config/email-provider';
import { backoffDelayMs, dueAt, isDue, isRetryable, parseRetryAfter, requestDelivery, rescheduled, type SendFailure } from './provider-request';
import { aMessage, anEntry, T0 } from '../../../../tests/support/outbox/outbox-test-kit';

const config: EmailConfig = { serviceId: 'svc', templateId: 'tpl', publicKey: 'pub', origin: 'https://provider.test', usesLocalMailbox: false };

/** What `fetch` answers with a redirect it was told not to follow. */
const opaqueRedirect = { ok: false, status: 0, redirected: false, type: 'opaqueredirect', headers: new Headers(), text: async () => '' } as unknown as Response;

/** A context's fetch that answers with `answer`, recording each call. */
function network(answer: (url: string, init: RequestInit) => Promise<Response>) {
  return vi.fn((url: RequestInfo | URL, init?: RequestInit) => answer(String(url), init!));
}
const request = (fetch: ReturnType<typeof network>) => requestDelivery(aMessage(), config, DEFAULT_TIMINGS, fetch as unknown as typeof globalThis.fetch);

describe('requestDelivery', () => {
  it("posts the provider SDK's body (spec section 7, lib_version 4.4.1) as JSON to the send path", async () => {
    const fetch = network(async () => new Response('OK', { status: 200 }));
    expect(await request(fetch)).toEqual({ outcome: 'delivered' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://provider.test/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      lib_version: '4.4.1',
      user_id: 'pub',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: aMessage(),
    });
  });

  it('never follows a redirect: a 302 is a refusal, not the 200 of the page it points to', async () => {
    const fetch = network(async (_url, init) => (init.redirect === 'manual' ? opaqueRedirect : new Response('<h1>Log in</h1>', { status: 200 })));
    expect(await request(fetch)).toEqual({ outcome: 'rejected', failure: { kind: 'redirected' } });
  });

  it("reads an error status with its text and the provider's Retry-After", async () => {
    const fetch = network(async () => new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '30' } }));
    expect(await request(fetch)).toEqual({ outcome: 'waiting', failure: { kind: 'http', status: 429, text: 'Too Many Requests', retryAfterMs: 30_000 } });
  });

  it('tells no answer (network) from an answer', async () => {
    const fetch = network(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await request(fetch)).toEqual({ outcome: 'waiting', failure: { kind: 'network' } });
  });

  it('makes no request without the provider ids, and no retry can fix that', async () => {
    const fetch = network(async () => new Response('OK', { status: 200 }));
    const answer = await requestDelivery(aMessage(), { ...config, publicKey: '' }, DEFAULT_TIMINGS, fetch as unknown as typeof globalThis.fetch);
    expect(answer).toMatchObject({ outcome: 'rejected' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("uses the context's fetch it is given and leaves the global one alone", async () => {
    const before = globalThis.fetch;
    await request(network(async () => new Response('OK', { status: 200 })));
    expect(globalThis.fetch).toBe(before);
  });
});

describe('isRetryable', () => {
  it('retries no answer, rate limits and outages; never a refusal, a request too large or a redirect', () => {
    const http = (status: number): SendFailure => ({ kind: 'http', status, text: '' });
    expect([{ kind: 'network' as const }, http(408), http(429), http(500), http(503)].every(isRetryable)).toBe(true);
    expect([http(400), http(403), http(413), http(451), { kind: 'redirected' as const }].some(isRetryable)).toBe(false);
  });
});

const timings = DEFAULT_TIMINGS;

describe('backoffDelayMs', () => {
  it('doubles from the base up to the cap, with equal jitter (between half and all of it)', () => {
    const top = (attempts: number) => backoffDelayMs(attempts, timings, () => 1);
    const bottom = (attempts: number) => backoffDelayMs(attempts, timings, () => 0);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(top)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
    expect([1, 2, 8].map(bottom)).toEqual([2_500, 5_000, 150_000]);
    expect(backoffDelayMs(0, timings)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, caps them, and ignores nonsense', () => {
    expect(parseRetryAfter('120', T0, timings)).toBe(120_000);
    expect(parseRetryAfter(new Date(T0 + 30_000).toUTCString(), T0, timings)).toBe(30_000);
    expect(parseRetryAfter('999999', T0, timings)).toBe(timings.retryAfterMaxMs);
    expect(parseRetryAfter(new Date(T0 - 5_000).toUTCString(), T0, timings)).toBe(0);
    expect(parseRetryAfter('soon', T0, timings)).toBeUndefined();
    expect(parseRetryAfter(null, T0, timings)).toBeUndefined();
  });
});

describe('holds and backoff', () => {
  it('after a failure that can pass, the backoff holds plain flushes, not eager ones', () => {
    const failed = rescheduled(anEntry('a', { attempts: 1 }), T0 + 100, timings, undefined, () => 1);
    expect(failed.attempts).toBe(1);
    expect(failed.nextAttemptAt).toBe(T0 + 100 + 5_000);
    expect(isDue(failed, T0 + 5_000, timings)).toBe(false);
    expect(isDue(failed, T0 + 5_000, timings, true)).toBe(true);
    expect(isDue(failed, T0 + 5_100, timings)).toBe(true);
  });

  it("the provider's Retry-After holds every trigger, eager ones too", () => {
    const limited = rescheduled(anEntry('a', { attempts: 1 }), T0, timings, 60_000, () => 1);
    expect(isDue(limited, T0 + 59_999, timings, true)).toBe(false);
    expect(isDue(limited, T0 + 60_000, timings, true)).toBe(true);
    expect(dueAt(limited, T0, timings)).toBe(T0 + 60_000);
  });

  it('ignores a wait set further ahead than any rule could (the clock was moved back)', () => {
    const entry = anEntry('a', { nextAttemptAt: T0 + 365 * 24 * 3_600_000, notBefore: T0 + 365 * 24 * 3_600_000 });
    expect(isDue(entry, T0, timings)).toBe(true);
  });

  it('never offers an expired entry, nor a time it becomes due', () => {
    const old = anEntry('old', { queuedAt: T0 - MAX_MESSAGE_AGE_MS });
    expect(isDue(old, T0, timings, true)).toBe(false);
    expect(dueAt(old, T0, timings)).toBeNull();
  });
});
