/**
 * A static server that serves a build under one path only, as GitHub Pages does: a project site
 * at `/REPO/`, a user site at `/`. Everything else is a 404, so a URL that forgot the base fails;
 * `siblings` are the owner's other Pages sites on the same origin (`/other-project/`), each one
 * page, served before the build as GitHub serves a project site before the user site.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.vcf': 'text/vcard; charset=utf-8',
};

async function fileAt(dir: string, relativePath: string): Promise<string | null> {
  const path = join(dir, normalize(relativePath).replace(/^(\.\.[/\\])+/, ''));
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) return fileAt(dir, join(relativePath, 'index.html'));
  return info?.isFile() ? path : null;
}

export interface SubpathServer {
  close: () => Promise<void>;
}

/** Serves `dir` at `http://127.0.0.1:<port><basePath>` (basePath like `/portfolio/`, or `/`). */
export async function serveUnderPath(dir: string, basePath: string, port: number, siblings: Record<string, string> = {}): Promise<SubpathServer> {
  const server: Server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const sibling = Object.entries(siblings).find(([path]) => pathname.startsWith(path));
    if (sibling) {
      response.writeHead(200, { 'content-type': CONTENT_TYPES['.html']!, 'cache-control': 'no-cache' }).end(sibling[1]);
      return;
    }
    const file = pathname.startsWith(basePath) ? await fileAt(dir, decodeURIComponent(pathname.slice(basePath.length))) : null;
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
