/**
 * The typed-name schedule as pure functions of time, so the timing rules (start delay, one
 * character per step) are stated once and unit-tested; the hero's CSS animation takes each
 * letter's reveal time from here.
 */
export interface TypingSchedule {
  startDelayMs: number;
  msPerCharacter: number;
}

/** How many characters of a `total`-long text are visible `elapsedMs` after typing was scheduled. */
export function typedLength(elapsedMs: number, total: number, schedule: TypingSchedule): number {
  if (elapsedMs < schedule.startDelayMs) return 0;
  const typed = Math.floor((elapsedMs - schedule.startDelayMs) / schedule.msPerCharacter) + 1;
  return Math.min(total, typed);
}

/** Milliseconds from the start until the whole text is visible. */
export function typingDurationMs(total: number, schedule: TypingSchedule): number {
  return total === 0 ? 0 : schedule.startDelayMs + (total - 1) * schedule.msPerCharacter;
}

/** Milliseconds from the start until the character at `index` (0-based) appears. */
export function revealDelayMs(index: number, schedule: TypingSchedule): number {
  return schedule.startDelayMs + index * schedule.msPerCharacter;
}
