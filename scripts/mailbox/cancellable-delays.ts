/**
 * Timers the mailbox can call off all at once, so 'slow' answers never keep a closing mailbox
 * (or a test run) waiting out a 15-second delay.
 */
export function createCancellableDelays() {
  const cancels = new Set<() => void>();
  return {
    /** Resolves true after `ms`, or false as soon as `cancelAll` is called. */
    wait(ms: number): Promise<boolean> {
      return new Promise((resolve) => {
        const finish = (completed: boolean) => {
          clearTimeout(timer);
          cancels.delete(cancel);
          resolve(completed);
        };
        const cancel = () => finish(false);
        const timer = setTimeout(() => finish(true), ms);
        cancels.add(cancel);
      });
    },
    cancelAll(): void {
      for (const cancel of [...cancels]) cancel();
    },
  };
}
