/**
 * Where the site itself is served on this machine: vite.config.ts (preview and dev servers),
 * `npm start` and the local mailbox's CORS rule read these, so the ports are written once.
 */
import { parseArgs } from 'node:util';

/** `vite preview` and `npm start` (PORT overrides it for `npm start`). */
export const PREVIEW_PORT = 4173;
/** `npm run dev`. */
export const DEV_PORT = 5173;
/** The end-to-end specs serve the site on E2E_PORT (default: the preview port) and second builds on the next five. */
const E2E_SECOND_BUILDS = 5;

function portFrom(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`Not a port: ${raw}`);
  return port;
}

/** The port `npm start` serves the site on. */
export const startPort = (env: NodeJS.ProcessEnv = process.env): number => portFrom(env.PORT, PREVIEW_PORT);

/**
 * `npm start -- --port 4601`: the same as PORT=4601, in a form every shell passes alike
 * (PowerShell and cmd cannot set a variable in front of a command). Undefined without the flag;
 * throws on a value that is not a port, or on a flag `npm start` does not know.
 */
export function portFlag(args: string[]): number | undefined {
  const { values } = parseArgs({ args, options: { port: { type: 'string' } } });
  return values.port === undefined ? undefined : portFrom(values.port, PREVIEW_PORT);
}

/** The site's own origins, each port it is served from here (preview/start, dev, the end-to-end runs') on 127.0.0.1 and on localhost (browsers use either). */
export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const e2e = portFrom(env.E2E_PORT, PREVIEW_PORT);
  const ports = new Set([PREVIEW_PORT, startPort(env), DEV_PORT, ...Array.from({ length: E2E_SECOND_BUILDS + 1 }, (_, i) => e2e + i)]);
  return [...ports].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}
