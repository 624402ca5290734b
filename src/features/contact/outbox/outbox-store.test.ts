import { afterEach, describe, expect, it, vi } from 'vitest';
import { bounded, createLocalLock, createOutboxLock, createWebLock, StorageUnavailableError } from './outbox-store';
import { deferred, letPromisesRun } from '../../../../tests/support/outbox/outbox-test-kit';

afterEach(() => vi.useRealTimers());

describe('bounded', () => {
  it('passes an answer through', async () => {
    await expect(bounded(async () => 7, 100, 'x')).resolves.toBe(7);
  });

  it('turns a throw, a rejection or no answer in time into StorageUnavailableError', async () => {
    vi.useFakeTimers();
    await expect(
      bounded(() => {
        throw new Error('indexedDB is not defined');
      }, 100, 'open'),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(bounded(() => Promise.reject(new Error('QuotaExceeded')), 100, 'put')).rejects.toBeInstanceOf(StorageUnavailableError);
    const hanging = bounded(() => new Promise(() => {}), 2_000, 'list');
    const caught = hanging.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await caught).toBeInstanceOf(StorageUnavailableError);
  });
});

describe('createLocalLock', () => {
  it('runs tasks one at a time, in request order, and the next runs after one fails', async () => {
    const lock = createLocalLock(1_000);
    const log: string[] = [];
    const gate = deferred<void>();
    const first = lock(async () => {
      log.push('first starts');
      await gate.promise;
      throw new Error('first fails');
    });
    const second = lock(async () => log.push('second runs'));
    await letPromisesRun();
    expect(log).toEqual(['first starts']);
    gate.resolve();
    await expect(first).rejects.toThrow('first fails');
    await second;
    expect(log).toEqual(['first starts', 'second runs']);
  });

  it('gives up waiting behind a task that never ends', async () => {
    vi.useFakeTimers();
    const lock = createLocalLock(2_000);
    void lock(() => new Promise(() => {}));
    const waiting = lock(async () => 'never').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await waiting).toBeInstanceOf(StorageUnavailableError);
  });
});

describe('createWebLock', () => {
  it('asks the Web Locks API for the outbox lock, with its wait bounded by an abort signal', async () => {
    const request = vi.fn((_name: string, options: LockOptions, task: () => Promise<unknown>) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return task();
    });
    const lock = createWebLock({ request } as unknown as LockManager, 1_000);
    await expect(lock(async () => 'done')).resolves.toBe('done');
    expect(request.mock.calls[0]![0]).toBe('portfolio-outbox');
  });

  it('reports a lock not granted in time as storage unavailable', async () => {
    vi.useFakeTimers();
    const request = (_name: string, options: LockOptions) =>
      new Promise((_resolve, reject) => options.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const lock = createWebLock({ request } as unknown as LockManager, 2_000);
    const waiting = lock(async () => 'never').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await waiting).toBeInstanceOf(StorageUnavailableError);
  });

  it('falls back to a local lock without the Web Locks API', async () => {
    const lock = createOutboxLock(1_000, undefined);
    await expect(lock(async () => 1)).resolves.toBe(1);
  });
});
