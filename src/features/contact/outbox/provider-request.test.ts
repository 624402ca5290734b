import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEND_PATH, type EmailConfig } from '@/config/email-provider.ts';
import { isRetryable, requestDelivery, type SendFailure } from './provider-request.ts';
import { SDK_VERSION } from '../../../../tests/support/email-sdk.ts';
import { aMessage } from '../../../../tests/support/outbox/outbox-test-kit.ts';

const config: EmailConfig = { serviceId: 'svc', templateId: 'tpl', publicKey: 'pub', origin: 'https://provider.test', usesLocalMailbox: false };

/** The network as the SDK reaches it: the global `fetch`, answering with `answer` and recording each call. */
function network(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => answer(String(url), init!));
  vi.stubGlobal('fetch', fetch);
  // Read by the SDK (its rate limit's key), as a page and a worker have it.
  vi.stubGlobal('location', { pathname: '/' });
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

const request = () => requestDelivery(aMessage(), config);

describe('requestDelivery, through the SDK', () => {
  it("makes the SDK's own request (spec section 7): its lib_version, the ids and the message as JSON, to the origin init set", async () => {
    const fetch = network(async () => new Response('OK', { status: 200 }));
    expect(await request()).toEqual({ outcome: 'delivered' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    // The local mailbox and the tests' provider answer at this path.
    expect(url).toBe(`https://provider.test${SEND_PATH}`);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ lib_version: SDK_VERSION, user_id: 'pub', service_id: 'svc', template_id: 'tpl', template_params: aMessage() });
  });

  it('follows the configured origin from one call to the next', async () => {
    const fetch = network(async () => new Response('OK', { status: 200 }));
    await requestDelivery(aMessage(), { ...config, origin: 'http://127.0.0.1:8787' });
    expect(fetch.mock.calls[0]![0]).toBe(`http://127.0.0.1:8787${SEND_PATH}`);
  });

  it("counts a 200 as delivered only with the provider's text: a redirect followed to a page is refused, not retried", async () => {
    network(async () => new Response('<h1>Log in</h1>', { status: 200 }));
    expect(await request()).toEqual({ outcome: 'rejected', failure: { kind: 'unrecognised', status: 200, text: '<h1>Log in</h1>' } });
  });

  it('reads an error status with its text: 408, 425, 429 and 5xx wait, any other 4xx is refused', async () => {
    const outcomes: Record<number, string> = {};
    for (const status of [400, 403, 408, 413, 425, 429, 451, 500, 503]) {
      network(async () => new Response(`status ${status}`, { status }));
      const answer = await request();
      expect(answer).toMatchObject({ failure: { kind: 'http', status, text: `status ${status}` } });
      outcomes[status] = answer.outcome;
    }
    expect(outcomes).toEqual({ 400: 'rejected', 403: 'rejected', 408: 'waiting', 413: 'rejected', 425: 'waiting', 429: 'waiting', 451: 'rejected', 500: 'waiting', 503: 'waiting' });
  });

  it("cannot read a 429's Retry-After (the SDK gives back status and text only): the backoff applies", async () => {
    network(async () => new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '30' } }));
    expect(await request()).toEqual({ outcome: 'waiting', failure: { kind: 'http', status: 429, text: 'Too Many Requests' } });
  });

  it('waits on no answer (a TypeError from fetch: offline, refused, a redirect to another origin the browser hides)', async () => {
    network(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await request()).toEqual({ outcome: 'waiting', failure: { kind: 'network' } });
  });

  it('waits when a 200 loses its body on the way: the SDK reports a network error, the answer is lost', async () => {
    const cutOff = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
    network(async () => new Response(cutOff, { status: 200 }));
    expect(await request()).toEqual({ outcome: 'waiting', failure: { kind: 'network' } });
  });

  it('makes no request without the provider ids, and no retry can fix that', async () => {
    const fetch = network(async () => new Response('OK', { status: 200 }));
    for (const missing of ['serviceId', 'templateId', 'publicKey'] as const) {
      expect(await requestDelivery(aMessage(), { ...config, [missing]: '' })).toMatchObject({ outcome: 'rejected', failure: { kind: 'not-made', reason: expect.stringMatching(/required/) } });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the global fetch as it found it', async () => {
    const fetch = network(async () => new Response('OK', { status: 200 }));
    await request();
    expect(globalThis.fetch).toBe(fetch);
  });
});

describe('requestDelivery when the SDK cannot load', () => {
  afterEach(() => {
    vi.doUnmock('@emailjs/browser');
    vi.resetModules();
  });

  it("waits, and throws nothing, when the SDK's module fails to load (its chunk unreachable)", async () => {
    vi.resetModules();
    vi.doMock('@emailjs/browser', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fetch = network(async () => new Response('OK', { status: 200 }));
    const { requestDelivery: freshRequest } = await import('./provider-request.ts');
    expect(await freshRequest(aMessage(), config)).toEqual({ outcome: 'waiting', failure: { kind: 'network' } });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('isRetryable', () => {
  it('retries no answer, rate limits and outages; never a refusal, a request too large, an unrecognised answer or a request not made', () => {
    const http = (status: number): SendFailure => ({ kind: 'http', status, text: '' });
    expect([{ kind: 'network' as const }, http(408), http(425), http(429), http(500), http(503)].every(isRetryable)).toBe(true);
    const refused: SendFailure[] = [http(400), http(403), http(413), http(451), { kind: 'unrecognised', status: 200, text: '<html>' }, { kind: 'not-made', reason: 'The public key is required.' }];
    expect(refused.some(isRetryable)).toBe(false);
  });
});
