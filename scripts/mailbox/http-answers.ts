/**
 * The small HTTP vocabulary the mailbox speaks: CORS for the site's own origins only, the
 * preflight, and plain-text answers in the provider's style (its bodies are short texts, not JSON).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Grants CORS to an allowed origin; false for any other page, which gets no CORS header at all.
 * A request without an Origin is no web page's (curl, a test): there is nothing to grant.
 */
export function allowSiteOrigin(request: IncomingMessage, response: ServerResponse, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (!allowed.has(origin)) return false;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Vary', 'Origin');
  // Without this the page cannot read a 429's or 503's Retry-After (it is not CORS-safelisted).
  response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  return true;
}

/**
 * Answers the preflight of an allowed origin's JSON POST. It is answered in every failure mode on
 * purpose: a failed preflight reaches the page as a bare network error, hiding the status the
 * test meant to simulate.
 */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  // Chromium asks this when a less private page calls a loopback address; only ever granted to
  // the site's own origins (the caller has checked), never to a page from the web.
  if (request.headers['access-control-request-private-network'] === 'true') response.setHeader('Access-Control-Allow-Private-Network', 'true');
  response.writeHead(204).end();
}

/** The provider's sends are JSON; anything else (a form post, `text/plain` to dodge the preflight) is refused. */
export const isJsonRequest = (request: IncomingMessage): boolean => request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** Returns false when there is no one left to answer (client gone, or already answered). */
export function answerText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): boolean {
  if (response.headersSent || response.destroyed || response.socket?.destroyed !== false) return false;
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
  return true;
}
