/**
 * Serves a production build the way `npm run preview` does (the project's Vite config, gzip
 * included) on a loopback port of the caller's: the benchmark, the install screenshots and the
 * update test each use their own, so they never meet the tests' server.
 */
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVE_HOST = '127.0.0.1';

/** `distDir` is absolute, or relative to the project root. */
export async function serveDist(port: number, distDir = 'dist'): Promise<PreviewServer> {
  try {
    return await preview({
      root: PROJECT_ROOT,
      build: { outDir: distDir },
      logLevel: 'warn',
      preview: { host: SERVE_HOST, port, strictPort: true, open: false },
    });
  } catch (error) {
    throw new Error(`Could not serve ${distDir}/ on ${SERVE_HOST}:${port} (${(error as Error).message}); pick another --port.`);
  }
}

export const siteUrl = (port: number): string => `http://${SERVE_HOST}:${port}/`;
