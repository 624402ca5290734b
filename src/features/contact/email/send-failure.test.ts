import { describe, expect, it } from 'vitest';
import { isRetryable } from './send-failure';

describe('isRetryable', () => {
  it('retries failures that can pass', () => {
    expect(isRetryable({ kind: 'network' })).toBe(true);
    expect(isRetryable({ kind: 'timeout' })).toBe(true);
    for (const status of [0, 408, 429, 500, 502, 503, 504]) {
      expect(isRetryable({ kind: 'http', status, text: '' })).toBe(true);
    }
  });

  it('never retries failures that retrying cannot fix', () => {
    for (const status of [400, 401, 403, 404, 413, 451]) {
      expect(isRetryable({ kind: 'http', status, text: '' })).toBe(false);
    }
    expect(isRetryable({ kind: 'invalid', text: 'The public key is required' })).toBe(false);
  });
});
