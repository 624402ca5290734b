import { describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry.ts';

describe('importWithRetry', () => {
  it('resolves with the module when the first load works', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    await expect(importWithRetry(load, async () => {})).resolves.toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits and retries after failures instead of rejecting', async () => {
    const load = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ value: 2 });
    const wait = vi.fn(async () => {});
    await expect(importWithRetry(load, wait)).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledTimes(2);
  });
});
