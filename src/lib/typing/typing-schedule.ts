/**
 * The typed-name schedule as a pure function of a letter's place, so the timing rules (start
 * delay, one character per step) are stated once and unit-tested; the hero's CSS animation
 * takes each letter's reveal time from here.
 */
export interface TypingSchedule {
  startDelayMs: number;
  msPerCharacter: number;
}

/** Milliseconds from the start until the character at `index` (0-based) appears. */
export function revealDelayMs(index: number, schedule: TypingSchedule): number {
  return schedule.startDelayMs + index * schedule.msPerCharacter;
}
