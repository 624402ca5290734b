/**
 * A fake GoatCounter on 127.0.0.1 for the tests: `GET /count` answers a 1x1 GIF as GoatCounter
 * does, and each request is kept as the owner would see it (a view of a path, or an event) with
 * every parameter and the headers that could carry something about the visitor. Its answer
 * allows caching for an hour, so a worker or browser that kept a count would show here.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';

/** GoatCounter's answer: a transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface CountRequest {
  /** `view /fr/` or `event resume-downloaded-fr`: what the owner's dashboard would list. */
  hit: string;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface FakeGoatCounter {
  endpoint: string;
  requests: CountRequest[];
  /** Each request's `hit`, in the order they came. */
  hits(): string[];
  close(): Promise<void>;
}

export async function startFakeGoatCounter(port: number): Promise<FakeGoatCounter> {
  const requests: CountRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (request.method !== 'GET' || url.pathname !== '/count') {
      response.writeHead(404).end();
      return;
    }
    const params = Object.fromEntries(url.searchParams);
    const hit = params.e === 'true' ? `event ${params.p}` : `view ${params.p}`;
    requests.push({ hit, params, headers: request.headers });
    response.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'public, max-age=3600' }).end(PIXEL);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${port}/count`,
    requests,
    hits: () => requests.map(({ hit }) => hit),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
