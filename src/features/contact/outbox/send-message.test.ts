import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailConfig } from '@/config/email-provider';
import { DEFAULT_TIMINGS } from './outbox-rules';
import { isRetryable, sendMessage } from './send-message';
import { aMessage, T0 } from '../../../../tests/support/outbox/outbox-test-kit';

const config: EmailConfig = { serviceId: 'svc', templateId: 'tpl', publicKey: 'pub', origin: 'https://provider.test', usesLocalMailbox: false };

afterEach(() => vi.useRealTimers());

describe('sendMessage', () => {
  it('posts the body of spec section 7 as JSON to the send path', async () => {
    const fetch = vi.fn(async () => new Response('OK', { status: 200 }));
    expect(await sendMessage(aMessage(), config, DEFAULT_TIMINGS, { fetch })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://provider.test/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      lib_version: '4.4.1',
      user_id: 'pub',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: aMessage(),
    });
  });

  it("reads an error status with its text and the provider's Retry-After", async () => {
    const fetch = async () => new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '30' } });
    expect(await sendMessage(aMessage(), config, DEFAULT_TIMINGS, { fetch, now: () => T0 })).toEqual({
      ok: false,
      failure: { kind: 'http', status: 429, text: 'Too Many Requests', retryAfterMs: 30_000 },
    });
  });

  it('tells no answer (network) from an answer given up on at the request limit (abandoned)', async () => {
    expect(await sendMessage(aMessage(), config, DEFAULT_TIMINGS, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) })).toEqual({
      ok: false,
      failure: { kind: 'network' },
    });
    vi.useFakeTimers();
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const outcome = sendMessage(aMessage(), config, DEFAULT_TIMINGS, { fetch });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMINGS.requestLimitMs);
    expect(await outcome).toEqual({ ok: false, failure: { kind: 'abandoned' } });
  });
});

describe('isRetryable', () => {
  it('retries no answer, rate limits and outages; never a refusal or a request too large', () => {
    const http = (status: number) => ({ kind: 'http' as const, status, text: '' });
    expect([{ kind: 'network' as const }, { kind: 'abandoned' as const }, http(408), http(429), http(500), http(503)].every(isRetryable)).toBe(true);
    expect([http(400), http(403), http(413), http(451)].some(isRetryable)).toBe(false);
  });
});
