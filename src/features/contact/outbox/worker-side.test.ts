import { describe, expect, it } from 'vitest';
import { flushForSync } from './worker-side.ts';
import { anEntry, httpFailure, T0, testOutbox } from '../../../../tests/support/outbox/outbox-test-kit.ts';

describe('flushForSync', () => {
  it('does not send again right after the failed attempt that asked for the sync: it waits for the backoff', async () => {
    const { outbox, provider, clock } = testOutbox({ entries: [anEntry('a', { attempts: 1, nextAttemptAt: T0 + 5_000 })] });
    const sleeps: number[] = [];
    await flushForSync(outbox, async (ms) => {
      sleeps.push(ms);
      expect(provider.sent).toEqual([]);
      clock.advance(ms);
    });
    expect(sleeps).toEqual([5_000]);
    expect(provider.sent).toEqual(['Subject a']);
  });

  it('hands back to the browser while messages remain beyond its budget', async () => {
    // The 8th failure: a backoff of minutes, past the sync's 2 min.
    const { outbox } = testOutbox({ script: [httpFailure(503)], entries: [anEntry('a', { attempts: 7 })] });
    await expect(flushForSync(outbox, async () => {})).rejects.toThrow('still waiting');
  });
});
