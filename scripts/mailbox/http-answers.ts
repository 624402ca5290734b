/**
 * The small HTTP vocabulary the mailbox speaks: CORS on every answer, the preflight, and
 * plain-text answers in the provider's style (its bodies are short texts, not JSON).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The page is served from another origin (the preview server), so every answer needs this. */
export function allowAnyOrigin(response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*');
  // Without this the page cannot read a 429's or 503's Retry-After (it is not CORS-safelisted).
  response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
}

/**
 * Answers the preflight the SDK's JSON POST triggers. It is answered in every failure mode on
 * purpose: a failed preflight reaches the page as a bare network error, hiding the status the
 * test meant to simulate.
 */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Content-Type');
  // Chromium asks this when a public page calls a loopback address; harmless otherwise.
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  response.writeHead(204).end();
}

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
