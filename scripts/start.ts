/**
 * `npm start`: fetch the owner's posts and repositories where profile.ts asks for them (so newer
 * ones are among the build's inputs), build (skipped when nothing it reads changed since the last one), then serve the production site and, unless provider ids are configured,
 * the local mailbox the build sends to, so the whole product works offline from one command.
 * The mailbox decision reuses the build's own rule (resolveEmailConfig over Vite's loadEnv),
 * so the page and this script can never disagree about where messages go.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadEnv, preview } from 'vite';
import { resolveEmailConfig, type EmailConfig } from '../src/config/email-provider.ts';
import { cacheEnabled } from './build-cache/build-cache.ts';
import { distFingerprint, isUpToDate, readLastBuild, writeLastBuild } from './build-cache/last-build.ts';
import { siteInputsKey } from './build-cache/site-inputs.ts';
import { buildWarnings } from './build-warnings.ts';
import { createMailbox, type Mailbox } from './mailbox/mailbox-server.ts';
import { portFlag, startPort } from './site/site-ports.ts';
import { localSiteUrl } from './site/site-url.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The mailbox binds 127.0.0.1; browsers also reach it as localhost. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** `build: [2/4] …` lines: one per step of the build, shown as it goes. */
const STAGE_LINE = /^build: (\[\d+\/\d+\] .*)$/;
/** vite-imagetools' cache (vite.config.ts): one file per image size made. */
const IMAGE_CACHE = join(root, 'node_modules', '.cache', 'imagetools');

/**
 * Builds quietly: the build's own output (a table of every image size, a bundler notice) is
 * for `npm run build`; here only its step lines are shown as they come, so a first build never
 * looks stuck, and the whole output only when the build fails, to say why. Its summary lists
 * the outside data's warnings too; returns the build's own.
 */
async function build(outsideWarnings: string[]): Promise<string[]> {
  console.log('Building the site (a minute or two the first time; the image sizes, resume and screenshots are cached after that)...');
  const started = Date.now();
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  // The outside data was fetched just now (refreshOutsideSources): the build uses what that kept.
  const env = { ...process.env, PORTFOLIO_OUTSIDE_DATA: 'cached' };
  const child = spawn('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
  let output = '';
  // The first build spends most of its time making image sizes: say how many, so it never looks stuck.
  const imageSizesMade = () => (existsSync(IMAGE_CACHE) ? readdirSync(IMAGE_CACHE).length : 0);
  const imagesAtStart = imageSizesMade();
  let imagesSaid = imagesAtStart;
  const ticker = setInterval(() => {
    const made = imageSizesMade();
    if (made !== imagesSaid) console.log(`        ${made - imagesAtStart} image size(s) made so far (${seconds()})`);
    imagesSaid = made;
  }, 15_000);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const stage = STAGE_LINE.exec(line);
    if (stage) console.log(`  ${stage[1]} (${seconds()})`);
  });
  const [status] = (await once(child, 'close')) as [number | null];
  clearInterval(ticker);
  if (status !== 0) {
    process.stdout.write(output);
    console.error(`\nnpm start: the build failed (exit code ${status}); nothing started.`);
    process.exit(status || 1);
  }
  const warnings = buildWarnings(output);
  const shown = [...outsideWarnings, ...warnings];
  console.log(`Built in ${seconds()}${shown.length ? `, with ${shown.length} warning(s):` : ', no warnings.'}`);
  for (const warning of shown) console.log(`  - ${warning}`);
  // Kept for a later start that skips the build; the outside data's are fetched anew each time.
  return warnings;
}

/**
 * The owner's posts and repositories, fetched now where profile.ts asks for them (each source
 * within its timeout; one that fails leaves its last good copy), so the build's inputs hold the
 * newest. Returns the WARNING lines; says the others as it goes. Content that cannot be read is
 * left to the build, which says why.
 */
async function refreshOutsideSources(): Promise<string[]> {
  const content = await import('../src/content/profile.ts').catch(() => undefined);
  if (!content) return [];
  const { refreshOutsideData } = await import('./outside-data/refresh-outside-data.ts');
  const lines = await refreshOutsideData({ root, profile: content.profile });
  for (const line of lines.filter((line) => !line.includes('WARNING'))) console.log(line);
  return lines.filter((line) => line.includes('WARNING'));
}

/** Builds, unless dist/ is already the build of exactly these files, settings and outside data. */
async function buildIfChanged(): Promise<void> {
  const outsideWarnings = await refreshOutsideSources();
  const inputs = cacheEnabled() ? siteInputsKey(root) : '';
  if (inputs && isUpToDate(root, inputs)) {
    const { warnings } = readLastBuild(root)!;
    console.log('Nothing changed since the last build (same files, settings and outside data): serving dist/ as it is.');
    for (const warning of [...outsideWarnings, ...warnings]) console.log(`  - ${warning}`);
    return;
  }
  const warnings = await build(outsideWarnings);
  writeLastBuild(root, { inputs, dist: inputs ? distFingerprint(root) : '', warnings });
}

function describeTarget(env: Record<string, string>, config: EmailConfig): void {
  if (!config.usesLocalMailbox) {
    console.log(`Contact form: sending through the email provider at ${config.origin} (ids from the environment or .env).`);
    return;
  }
  const set = ['SERVICE_ID', 'TEMPLATE_ID', 'PUBLIC_KEY'].filter((id) => env[`VITE_EMAILJS_${id}`]?.trim());
  if (set.length > 0) console.warn(`Contact form: only ${set.join(', ')} of the three VITE_EMAILJS_* ids are set; using the local mailbox.`);
}

/** Starts the mailbox where the build will post, or says why it cannot. */
async function startMailbox(config: EmailConfig): Promise<Mailbox | null> {
  const origin = new URL(config.origin);
  if (origin.protocol !== 'http:' || !LOOPBACK_HOSTS.has(origin.hostname)) {
    console.warn(`Contact form: VITE_EMAILJS_ORIGIN is ${config.origin}, not a local address; no mailbox started.`);
    return null;
  }
  const port = Number(origin.port || 80);
  try {
    // It answers only this site's pages (site-ports.ts), PORT included.
    return await createMailbox({ host: '127.0.0.1', port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`Port ${port} is in use: stop the other mailbox (npm run mailbox?) or process, then run npm start again.`);
    process.exit(1);
  }
}

try {
  // Set before anything reads PORT: the build (a child that inherits it), the mailbox's rule of
  // which pages may post, and the server, so the flag does exactly what PORT does.
  const port = portFlag(process.argv.slice(2));
  if (port !== undefined) process.env.PORT = String(port);
} catch (error) {
  console.error(`npm start: ${(error as Error).message}\nUsage: npm start [-- --port 4601]`);
  process.exit(1);
}

// A build for this machine, said outright where no address is set: on a CI (CI=true) a build
// without one stops, as it would publish 127.0.0.1 (scripts/site/site-address.ts).
const env = loadEnv('production', root, 'VITE_');
if (!env.VITE_SITE_URL?.trim()) process.env.VITE_SITE_URL = `${localSiteUrl()}/`;
const emailConfig = resolveEmailConfig(env);
await buildIfChanged();
describeTarget(env, emailConfig);
const mailbox = emailConfig.usesLocalMailbox ? await startMailbox(emailConfig) : null;
const sitePort = startPort();
const site = await preview({ root, preview: { host: '127.0.0.1', port: sitePort, strictPort: true, open: false } }).catch((error: Error) => {
  console.error(`Could not serve the site on 127.0.0.1:${sitePort}: ${error.message}`);
  process.exit(1);
});

const siteUrl = site.resolvedUrls?.local[0] ?? `http://127.0.0.1:${sitePort}/`;
console.log(`\n  Portfolio running at ${siteUrl}`);
if (mailbox) {
  console.log(`  Contact messages go to the local mailbox at ${mailbox.url}`);
  if (mailbox.storeFile) console.log(`  and land in ${relative(process.cwd(), mailbox.storeFile)} (each also printed below).`);
} else if (!emailConfig.usesLocalMailbox) {
  console.log(`  Contact messages go through the email provider at ${emailConfig.origin}`);
}
console.log('  Press Ctrl+C to stop.\n');

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) process.exit(1); // A second Ctrl+C means "now".
  stopping = true;
  console.log(`\n${signal}: stopping the site${mailbox ? ' and the mailbox' : ''}.`);
  await Promise.allSettled([site.close(), mailbox?.close()]);
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
