// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from './send-contact-message';
import type { EmailConfig } from '@/config/email-provider';

const config: EmailConfig = {
  serviceId: 'service_abc',
  templateId: 'template_def',
  publicKey: 'pk_123',
  origin: 'http://127.0.0.1:9999',
  usesLocalMailbox: false,
};
const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Line one\nLine two ✓' };

function stubFetch(respond: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendContactMessage', () => {
  it('posts exactly the spec body as JSON to the configured origin', async () => {
    const fetchMock = stubFetch(async () => new Response('OK', { status: 200 }));
    await expect(sendContactMessage(message, config)).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:9999/api/v1.0/email/send');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: 'pk_123',
      service_id: 'service_abc',
      template_id: 'template_def',
      template_params: message,
    });
  });

  it('reports the provider status on an HTTP error', async () => {
    stubFetch(async () => new Response('Too Many Requests', { status: 429 }));
    await expect(sendContactMessage(message, config)).resolves.toEqual({
      ok: false,
      failure: { kind: 'http', status: 429, text: 'Too Many Requests' },
    });
  });

  it('reports a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendContactMessage(message, config)).resolves.toEqual({ ok: false, failure: { kind: 'network' } });
  });

  it('gives up after the timeout but keeps the late outcome', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = sendContactMessage(message, config, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'timeout' } });

    answer(new Response('OK', { status: 200 }));
    await expect(outcome.ok ? undefined : outcome.eventually).resolves.toEqual({ ok: true });
  });
});
