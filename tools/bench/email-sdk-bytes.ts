/**
 * What the provider's email SDK adds to the page's downloads: its chunk in `dist/assets`, gzip
 * level 9. The page loads it at the first send, never after load (decision 002), so it is not in
 * any after-load figure; the service worker's copy is inside `dist/service-worker.js`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AssetSize } from './entry-bytes.ts';

/** The field of the provider's request body that only the SDK writes. */
const SDK_MARK = 'lib_version';

export function measureEmailSdk(distDir: string): AssetSize {
  const assets = join(distDir, 'assets');
  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(SDK_MARK));
  if (chunks.length !== 1) throw new Error(`Expected the email SDK in one chunk of ${assets}, found ${chunks.length}: is dist/ a production build?`);
  const file = readFileSync(join(assets, chunks[0]!));
  return { path: `/assets/${chunks[0]}`, rawBytes: file.length, gzipBytes: gzipSync(file, { level: 9 }).length };
}
