import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback.ts';

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', 'site.localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'localhost.'])('%s is this machine', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['example.org', 'localhost.example.org', '128.0.0.1', '10.0.0.1', '192.168.1.20', '[::2]', 'my-localhost'])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
