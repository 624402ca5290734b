/**
 * What the service worker downloads in the background on a first visit: every file in the
 * precache manifest that Workbox injected into `dist/service-worker.js`. Lighthouse never sees
 * this (it happens in the worker after load), yet a first-time visitor on mobile data pays it.
 * Text files are counted gzipped (the server compresses them), everything else as stored.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PrecachedFile {
  /** As the precache manifest names it, relative to the worker: `fr/index.html`. */
  url: string;
  /** Estimated bytes over the wire. */
  transferBytes: number;
}

export interface PrecacheBytes {
  files: number;
  /** Estimated bytes over the wire. */
  transferBytes: number;
  entries: PrecachedFile[];
}

const COMPRESSIBLE = /\.(html|js|css|svg|webmanifest|json|txt|xml)$/i;

export function measurePrecache(distDir: string, workerFile = 'service-worker.js'): PrecacheBytes {
  const worker = readFileSync(join(distDir, workerFile), 'utf8');
  const urls = [...new Set([...worker.matchAll(/"url":\s*"([^"]+)"|\burl:\s*"([^"]+)"/g)].map((match) => match[1] ?? match[2]!))];
  const entries = urls.map((url): PrecachedFile => {
    const file = readFileSync(join(distDir, url.split(/[?#]/)[0]!));
    return { url, transferBytes: COMPRESSIBLE.test(url) ? gzipSync(file).length : file.length };
  });
  return { files: entries.length, transferBytes: entries.reduce((total, entry) => total + entry.transferBytes, 0), entries };
}
