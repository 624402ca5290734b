import { describe, expect, it, vi } from 'vitest';

const flushForSync = vi.fn(async () => {});
const answerPage = vi.fn(() => true);
vi.mock('./outbox/deliver', () => ({ flushForSync }));
vi.mock('./outbox/courier', () => ({ answerPage, contextOutbox: () => ({}), OUTBOX_SYNC_TAG: 'portfolio-outbox-flush' }));

const { installContactWorker } = await import('./worker');
type Scope = Parameters<typeof installContactWorker>[0];

function fakeScope() {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = { listeners, addEventListener: (type: string, listener: (event: unknown) => void) => void listeners.set(type, listener) };
  return scope as typeof scope & Scope;
}

describe('installContactWorker', () => {
  it('flushes the outbox on its Background Sync, and only on its own tag', () => {
    const scope = fakeScope();
    installContactWorker(scope);
    const waitUntil = vi.fn();
    scope.listeners.get('sync')!({ tag: 'something-else', waitUntil });
    expect(waitUntil).not.toHaveBeenCalled();
    scope.listeners.get('sync')!({ tag: 'portfolio-outbox-flush', waitUntil });
    expect(waitUntil).toHaveBeenCalledTimes(1);
    expect(flushForSync).toHaveBeenCalledTimes(1);
  });

  it("makes the requests pages hand it", () => {
    const scope = fakeScope();
    installContactWorker(scope);
    const event = { data: { type: 'portfolio-outbox', op: 'attempt', id: 'a' }, ports: [], waitUntil: vi.fn() };
    scope.listeners.get('message')!(event);
    expect(answerPage).toHaveBeenCalledWith(event);
  });
});
