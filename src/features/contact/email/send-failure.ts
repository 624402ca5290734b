/**
 * What a failed send means. The visitor always sees the same banner (spec section 8); the
 * distinction matters for what happens behind it: a failure that can pass (offline, timeout,
 * rate limit, provider outage) is worth retrying, one that cannot (bad request, block list,
 * headless block) is not.
 */
export type SendFailure =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'http'; status: number; text: string }
  /** The SDK refused before sending (e.g. a missing id): a configuration error. */
  | { kind: 'invalid'; text: string };

export function isRetryable(failure: SendFailure): boolean {
  switch (failure.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return failure.status === 0 || failure.status === 408 || failure.status === 429 || failure.status >= 500;
    case 'invalid':
      return false;
  }
}
