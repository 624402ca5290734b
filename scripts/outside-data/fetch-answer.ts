/**
 * One GET of an outside source at build time, bounded: the whole answer (headers and body) must
 * arrive within the timeout, so a source that hangs costs the build no more than that. Every way
 * it can fail comes back as one line a person can act on, never as a thrown error; the request's
 * headers (a token among them) are never part of it.
 */

/** How long a source may take, whole answer included. Both sources are asked at once. */
export const FETCH_TIMEOUT_MS = 8_000;

export type Fetched = { ok: true; text: string } | { ok: false; problem: string };

/** `14:05 UTC` from a rate limit's reset time (seconds since the epoch), if it has one. */
function resetTime(reset: string | null): string {
  const seconds = Number(reset);
  if (!reset || !Number.isFinite(seconds)) return '';
  return `; it resets at ${new Date(seconds * 1000).toISOString().slice(11, 16)} UTC`;
}

/** What a failed request was, in a few words. */
function describeFailure(error: unknown, timeoutMs: number): string {
  const name = (error as Error | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  return `could not connect (${cause?.code ?? cause?.message ?? (error as Error | null)?.message ?? String(error)})`;
}

export async function fetchAnswer(url: string, { headers = {}, timeoutMs = FETCH_TIMEOUT_MS }: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Fetched> {
  try {
    const response = await fetch(url, { headers: { 'user-agent': 'portfolio-build', ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    const rateLimited = (response.status === 403 || response.status === 429) && (response.headers.get('x-ratelimit-remaining') === '0' || response.headers.has('retry-after'));
    if (response.ok) return { ok: true, text: await response.text() };
    await response.body?.cancel();
    return { ok: false, problem: rateLimited ? `rate-limited (HTTP ${response.status}${resetTime(response.headers.get('x-ratelimit-reset'))})` : `answered HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, problem: describeFailure(error, timeoutMs) };
  }
}
