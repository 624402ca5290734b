// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailConfig } from '@/config/email-provider';
import { DEFAULT_TIMINGS } from './outbox-rules';
import { isRetryable, sendMessage, type SendFailure } from './send-message';
import { aMessage } from '../../../../tests/support/outbox/outbox-test-kit';

const config: EmailConfig = { serviceId: 'svc', templateId: 'tpl', publicKey: 'pub', origin: 'https://provider.test', usesLocalMailbox: false };
const SDK_VERSION = (JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as { version: string }).version;

/** What `fetch` answers with a redirect it was told not to follow. */
const opaqueRedirect = { ok: false, status: 0, redirected: false, type: 'opaqueredirect', headers: new Headers(), text: async () => '' } as unknown as Response;

let answer: (url: string, init: RequestInit) => Promise<Response>;
const network = vi.fn((url: RequestInfo | URL, init?: RequestInit) => answer(String(url), init!));

beforeEach(() => {
  network.mockClear();
  vi.stubGlobal('fetch', network);
});
afterEach(() => vi.unstubAllGlobals());

describe('sendMessage (through @emailjs/browser)', () => {
  it("posts the SDK's own body (spec section 7, its lib_version) as JSON to the send path", async () => {
    answer = async () => new Response('OK', { status: 200 });
    expect(await sendMessage(aMessage(), config, DEFAULT_TIMINGS)).toEqual({ ok: true });
    const [url, init] = network.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://provider.test/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      lib_version: SDK_VERSION,
      user_id: 'pub',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: aMessage(),
    });
  });

  it('never follows a redirect: a 302 is a failure, not the 200 of the page it points to', async () => {
    answer = async (_url, init) => (init.redirect === 'manual' ? opaqueRedirect : new Response('<h1>Log in</h1>', { status: 200 }));
    expect(await sendMessage(aMessage(), config, DEFAULT_TIMINGS)).toEqual({ ok: false, failure: { kind: 'redirected' } });
  });

  it("reads an error status with its text and the provider's Retry-After", async () => {
    answer = async () => new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '30' } });
    expect(await sendMessage(aMessage(), config, DEFAULT_TIMINGS)).toEqual({
      ok: false,
      failure: { kind: 'http', status: 429, text: 'Too Many Requests', retryAfterMs: 30_000 },
    });
  });

  it('tells no answer (network) from an answer', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await sendMessage(aMessage(), config, DEFAULT_TIMINGS)).toEqual({ ok: false, failure: { kind: 'network' } });
  });

  it('leaves every other request of the page alone', async () => {
    answer = async () => new Response('OK', { status: 200 });
    await sendMessage(aMessage(), config, DEFAULT_TIMINGS);
    await globalThis.fetch('https://provider.test/other', { method: 'POST' });
    expect((network.mock.calls[1] as [string, RequestInit])[1].redirect).toBeUndefined();
  });
});

describe('isRetryable', () => {
  it('retries no answer, rate limits and outages; never a refusal, a request too large or a redirect', () => {
    const http = (status: number): SendFailure => ({ kind: 'http', status, text: '' });
    expect([{ kind: 'network' as const }, http(408), http(429), http(500), http(503)].every(isRetryable)).toBe(true);
    expect([http(400), http(403), http(413), http(451), { kind: 'redirected' as const }].some(isRetryable)).toBe(false);
  });
});
