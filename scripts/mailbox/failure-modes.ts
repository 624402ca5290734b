/**
 * The provider's bad days, switchable at runtime so tests can script them: which mode answers
 * the next send, and what the provider would say. A sequence is consumed one send at a time,
 * then the mailbox goes back to 'ok'.
 */

/** Statuses the real provider answers with, each with the short text it sends. */
export const FAILURE_TEXTS = {
  400: 'The service ID is invalid',
  403: 'Forbidden',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;

export type FailureStatus = keyof typeof FAILURE_TEXTS;

/**
 * How the next send is answered. 'slow' accepts the message after a delay, even if the client
 * has gone by then (as a real provider would); 'cut-off' accepts it and starts its 200, but the
 * connection drops before the answer's text is through (the answer is lost on the way); 'hang'
 * never answers and accepts nothing; 'refused' stops listening.
 */
export type FailureMode = 'ok' | FailureStatus | 'slow' | 'cut-off' | 'hang' | 'refused';

/** One step of a one-shot sequence. 'refused' cannot be a step: no request arrives to consume it. */
export type SequenceStep = Exclude<FailureMode, 'refused'>;

export const isFailureStatus = (mode: unknown): mode is FailureStatus => typeof mode === 'number' && mode in FAILURE_TEXTS;

/** Holds the current mode and any pending sequence; knows nothing about sockets. */
export class FailureSchedule {
  private mode: FailureMode = 'ok';
  private steps: SequenceStep[] = [];

  set(mode: FailureMode | readonly SequenceStep[]): void {
    if (Array.isArray(mode)) {
      if (mode.some((step) => step === 'refused')) throw new Error("'refused' cannot be a sequence step");
      this.steps = [...mode];
      this.mode = 'ok';
    } else {
      this.steps = [];
      this.mode = mode as FailureMode;
    }
  }

  /** The mode as set; 'ok' while a sequence is pending. */
  get current(): FailureMode {
    return this.mode;
  }

  /** The mode for the send that just arrived, consuming a sequence step if one is pending. */
  next(): SequenceStep {
    const step = this.steps.shift();
    if (step !== undefined) return step;
    // 'refused' never reaches here in practice: nothing listens. Answer normally if it races.
    return this.mode === 'refused' ? 'ok' : this.mode;
  }
}
