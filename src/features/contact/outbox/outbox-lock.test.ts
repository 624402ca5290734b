import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalLock, defaultLock, webLocks } from './outbox-lock';
import { deferred, settle } from '../../../../tests/support/outbox/outbox-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('createLocalLock', () => {
  it('runs tasks under one name one at a time, in request order', async () => {
    const lock = createLocalLock();
    const log: string[] = [];
    const gate = deferred<void>();
    const first = lock('outbox', async () => {
      log.push('first starts');
      await gate.promise;
      log.push('first ends');
      return 1;
    });
    const second = lock('outbox', async () => {
      log.push('second runs');
      return 2;
    });
    await settle();
    expect(log).toEqual(['first starts']);
    gate.resolve();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(log).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('lets the next task run after one fails, and passes the failure to its caller', async () => {
    const lock = createLocalLock();
    const failing = lock('outbox', async () => {
      throw new Error('boom');
    });
    const next = lock('outbox', async () => 'ran');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });

  it('does not make different names wait for each other', async () => {
    const lock = createLocalLock();
    const gate = deferred<void>();
    void lock('a', () => gate.promise);
    await expect(lock('b', async () => 'b ran')).resolves.toBe('b ran');
    gate.resolve();
  });
});

describe('defaultLock', () => {
  it('uses the Web Locks API when there is one', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    await expect(defaultLock()('portfolio-outbox', async () => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith('portfolio-outbox', expect.any(Function));
  });

  it("falls back to this context's own mutex without it", async () => {
    vi.stubGlobal('navigator', undefined);
    const lock = defaultLock();
    expect(lock).not.toBe(webLocks);
    await expect(lock('portfolio-outbox', async () => 'done')).resolves.toBe('done');
    expect(defaultLock()).toBe(lock);
  });

  it('webLocks refuses clearly where the API is missing', async () => {
    vi.stubGlobal('navigator', {});
    await expect(webLocks('portfolio-outbox', async () => 'done')).rejects.toThrow(/Web Locks/);
  });
});
