/**
 * A writing feed's host and GitHub's API as the build sees them, on 127.0.0.1: each path answers
 * what the test scripts (a feed, a list of repositories, a 500, a rate limit, or no answer at
 * all, for the timeout), and every request is recorded with its headers. No test of the outside
 * data touches the internet.
 *
 *   const sources = await startFakeSources({ '/feed.xml': { body: rss, type: 'application/rss+xml' } });
 *   sources.answer('/feed.xml', { status: 500 });
 *   ... sources.url('/feed.xml'), sources.requests ...
 *   await sources.close();
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeAnswer {
  status?: number;
  body?: string;
  /** Content type (default `application/xml`). */
  type?: string;
  headers?: Record<string, string>;
  /** Never answer: the request hangs until the server closes. */
  hang?: boolean;
}

export interface FakeSources {
  origin: string;
  url: (path: string) => string;
  /** Scripts what `path` answers from now on. */
  answer: (path: string, answer: FakeAnswer) => void;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

/** `x-ratelimit-remaining: 0` with a reset time, as GitHub answers once the hourly limit is used up. */
export const RATE_LIMITED: FakeAnswer = {
  status: 403,
  type: 'application/json',
  body: '{"message":"API rate limit exceeded for 127.0.0.1."}',
  headers: { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Date.UTC(2026, 10, 25, 14, 5) / 1000) },
};

export async function startFakeSources(answers: Record<string, FakeAnswer> = {}, port = 0): Promise<FakeSources> {
  const scripted = new Map(Object.entries(answers));
  const requests: FakeSources['requests'] = [];
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const answer = scripted.get(path) ?? scripted.get(path.split('?')[0]!) ?? { status: 404, body: 'Not Found', type: 'text/plain' };
    if (answer.hang) return void hanging.add(response);
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/xml; charset=utf-8', ...answer.headers });
    response.end(answer.body ?? '');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    answer: (path, answer) => void scripted.set(path, answer),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
