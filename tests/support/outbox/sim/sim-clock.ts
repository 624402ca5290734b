/**
 * The simulation's time: one monotonic timeline for every timer of every context (the real
 * code's `setTimeout`s land here while the simulation runs), and a wall clock (`now`) that a
 * schedule may step back or forward as a real one can be. Deterministic: timers due at the same
 * moment run in the order they were set; between two of them every pending promise callback runs.
 */
const SIM_T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

interface Timer {
  id: number;
  at: number;
  order: number;
  run: () => void;
}

/** Lets every promise callback queued so far run, and those they queue in turn. */
const drainMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve));

export class SimClock {
  /** Milliseconds since the simulation began: what timers count. */
  mono = 0;
  /** How far the wall clock was stepped away from the timeline. */
  private offset = 0;
  /** Times the wall clock was stepped so far. */
  steps = 0;
  private timers = new Map<number, Timer>();
  private nextId = 1;
  private order = 0;
  /** Timers run so far, a measure of a schedule's work. */
  fired = 0;

  now = (): number => SIM_T0 + this.mono + this.offset;

  step(deltaMs: number): void {
    this.offset += deltaMs;
    this.steps += 1;
  }

  setTimeout = (run: (...args: unknown[]) => void, ms = 0, ...args: unknown[]): number => {
    const id = this.nextId++;
    this.timers.set(id, { id, at: this.mono + Math.max(0, Number(ms) || 0), order: this.order++, run: () => run(...args) });
    return id;
  };

  clearTimeout = (id: unknown): void => {
    this.timers.delete(id as number);
  };

  /** Runs every timer due within `ms` from now, in time order, then stands at now + ms. */
  async run(ms: number): Promise<void> {
    const target = this.mono + ms;
    for (let guard = 0; guard < 100_000; guard += 1) {
      await drainMicrotasks();
      let next: Timer | undefined;
      for (const timer of this.timers.values()) {
        if (timer.at <= target && (!next || timer.at < next.at || (timer.at === next.at && timer.order < next.order))) next = timer;
      }
      if (!next) {
        this.mono = target;
        return;
      }
      this.timers.delete(next.id);
      this.mono = Math.max(this.mono, next.at);
      this.fired += 1;
      next.run();
    }
    throw new Error('the simulated clock ran 100,000 timers without reaching its target: a timer loop');
  }

  /** When the next timer is due (timeline ms), or null. */
  nextDue(): number | null {
    let at: number | null = null;
    for (const timer of this.timers.values()) at = at === null ? timer.at : Math.min(at, timer.at);
    return at;
  }
}
