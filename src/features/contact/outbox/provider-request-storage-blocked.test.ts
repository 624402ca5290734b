/**
 * A file of its own: the SDK's module must load for the first time here, with site data blocked,
 * as it does in a visitor's page (its module reads `localStorage` as it loads).
 */
import { afterEach, expect, it, vi } from 'vitest';
import type { EmailConfig } from '@/config/email-provider.ts';
import { requestDelivery } from './provider-request.ts';
import { aMessage } from '../../../../tests/support/outbox/outbox-test-kit.ts';

const config: EmailConfig = { serviceId: 'svc', templateId: 'tpl', publicKey: 'pub', origin: 'https://provider.test', usesLocalMailbox: false };
afterEach(() => vi.unstubAllGlobals());

it('sends the message where the visitor blocks site data (reading localStorage throws), and leaves localStorage as the browser has it', async () => {
  // What Chromium throws on `localStorage` when the visitor blocks the site's data.
  const denied = () => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
  };
  Object.defineProperty(globalThis, 'localStorage', { get: denied, configurable: true });
  const fetch = vi.fn(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('location', { pathname: '/' });

  expect(await requestDelivery(aMessage(), config)).toEqual({ outcome: 'delivered' });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(() => globalThis.localStorage).toThrow(DOMException);
});
