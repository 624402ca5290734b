/**
 * `npm run build`: the content checked against its schema, the resume PDF from the content,
 * the server bundle the prerender needs and the owner's posts and repositories where profile.ts
 * asks for them (scripts/outside-data), then the client build (prerendered index.html, hashed
 * assets, service worker, manifest, the owner's share card and icons), then the install
 * screenshots taken from that build's own page when a Chromium is at hand.
 * `--out <dir>` and `--ssr-out <dir>` build a second copy elsewhere (the update test does);
 * `--site-url <address>` sets VITE_SITE_URL for this build.
 * A line the build marks `WARNING` is something the owner should see; `npm start` repeats them
 * in its summary. It prints one `build: [n/4]` line per step. The resume and the install
 * screenshots come from the build cache (scripts/build-cache) when their inputs are unchanged.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumIfAny } from './browsers/find-chromium.ts';
import { cachedStep, inputKey } from './build-cache/build-cache.ts';
import { siteInputsKey } from './build-cache/site-inputs.ts';
import { sampleArtInPlace } from './content/sample-files.ts';
import { APP_ICON_SOURCE } from './vite/owner-art/app-icon.ts';
import { captureInstallScreenshots } from './pwa/capture-screenshots.ts';
import { INSTALL_SCREENSHOTS } from './pwa/install-screenshots.ts';
import { contactTargetProblem } from './vite/contact-target-check.ts';
import { recaptchaProblem } from './vite/recaptcha-check.ts';
import { buildEnv, siteAddress, siteAddressLine, type SiteAddress } from './site/site-address.ts';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'dist' }, 'ssr-out': { type: 'string', default: '.ssr' }, 'site-url': { type: 'string' } },
});
// `--site-url` is VITE_SITE_URL given the same way in every shell (PowerShell has no `VAR=x cmd`):
// every step below inherits it.
if (values['site-url'] !== undefined) process.env.VITE_SITE_URL = values['site-url'];
const outDir = values.out;
const ssrOutDir = values['ssr-out'];
const root = fileURLToPath(new URL('..', import.meta.url));

/** What the resume is made from: the content (its case studies and images too), the resume's code, the fonts' packages. */
const RESUME_INPUTS = ['src', 'scripts/resume', 'scripts/case-studies', 'package-lock.json'];

/** A browser is known by its path, size and date: an update is a new browser. */
function browserIdentity(path: string): string {
  const { size, mtimeMs } = statSync(path);
  return `${path} ${size} ${mtimeMs}`;
}

/**
 * A step, awaited so another can run beside it: its output the build's own (inherited), or, `quiet`,
 * kept back and printed whole when it ends (resolved with it), the whole of it on a failure.
 */
async function run(command: string, args: string[], { env = process.env, quiet = false }: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): Promise<string> {
  const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env, shell: process.platform === 'win32' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [status] = (await once(child, 'close')) as [number | null];
  if (status === 0) return output;
  process.stderr.write(output);
  console.error(`build: \`${command} ${args.join(' ')}\` failed`);
  process.exit(status || 1);
}

const STEPS = 4;
/** One line per step, so a first build (a minute or more) never looks stuck; `npm start` shows these. */
const stage = (step: number, title: string) => console.log(`build: [${step}/${STEPS}] ${title}`);

/**
 * The address first: a host that gives none, a published form with nowhere to send, or one asked
 * to use reCAPTCHA (which it cannot: recaptcha-check.ts) stops the build here, before a minute of work; every build says which address it names and whence.
 */
function checkedSiteAddress(): SiteAddress {
  try {
    const env = buildEnv(root);
    const site = siteAddress(env);
    console.log(`build: ${siteAddressLine(site)}`);
    const problem = contactTargetProblem(site.url, env) ?? recaptchaProblem(env);
    if (problem) throw new Error(problem);
    return site;
  } catch (error) {
    console.error(`build: ${(error as Error).message}`);
    process.exit(1);
  }
}
const site = checkedSiteAddress();

// The content first: a mistake in it stops here, named by file and field, before anything is made.
stage(1, 'checking the content');
await run('npx', ['tsx', 'scripts/content/check-content.ts']);
const stillSample = sampleArtInPlace();
if (stillSample.length > 0) {
  const listed = stillSample.length > 3 ? `${stillSample.slice(0, 3).join(', ')} and ${stillSample.length - 3} more` : stillSample.join(', ');
  console.warn(`build: WARNING ${stillSample.length} image(s) in src/assets/images are still the sample's art (${listed}): put your own in their place (docs/content.md).`);
}

// The resume reads only the content; the server bundle does not need it: the two side by side,
// and beside them the owner's posts and repositories (scripts/outside-data), fetched and kept
// for the prerender of step 3. A source that fails never stops the build: its lines say why.
stage(2, 'the resume PDF, and the server bundle the prerender needs (every image size is made here the first time)');
const { profile } = await import('../src/content/profile.ts');
const { refreshOutsideData } = await import('./outside-data/refresh-outside-data.ts');
// Read once the content is known to load: one PDF and one JSON Resume per language of the site.
const { removeStaleResumeFiles, resumeOutputs } = await import('./resume/resume-outputs.ts');
// A language dropped since: its files go even when the rest comes from the cache.
removeStaleResumeFiles(root);
const resumeFiles = resumeOutputs().flatMap(({ pdf, json }) => [pdf, json]);
// The JSON Resumes name the site's address, so it is part of what they are made from.
const resumeKey = inputKey(root, RESUME_INPUTS, { siteUrl: site.url });
const [resume, , outsideData] = await Promise.all([
  cachedStep(root, 'resume', resumeKey, resumeFiles, () => run('npx', ['tsx', 'scripts/resume/generate-resume.ts'], { quiet: true })),
  run('npx', ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', ssrOutDir, '--emptyOutDir']),
  refreshOutsideData({ root, profile }),
]);
process.stdout.write(resume.served ? `${resume.log.trimEnd()} (from the cache: the content is unchanged)\n` : resume.log);
for (const line of outsideData) console.log(line);

stage(3, 'the site: prerendered page, assets, service worker, icons and share card');
// The Chromium the install screenshots are taken in, or null: then the manifest lists none.
const chromiumPath = chromiumIfAny();
await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
  env: { ...process.env, PRERENDER_SSR_DIR: ssrOutDir, INSTALL_SCREENSHOTS: chromiumPath ? 'capture' : 'none' },
});
// The icons' source sits in public/ only for the icon generator (app-icon.ts): the site never links it.
for (const name of readdirSync(outDir).filter((file) => file.startsWith(`${APP_ICON_SOURCE}.`))) rmSync(join(outDir, name));

stage(4, "the install screenshots, from this build's page");
if (chromiumPath) {
  // Keyed by everything the build was made from, and the browser: the same page, the same pictures.
  const screenshotsKey = inputKey(root, [], { site: siteInputsKey(root), chromium: browserIdentity(chromiumPath) });
  const shots = INSTALL_SCREENSHOTS.map(({ file }) => join(outDir, file));
  const { served, log } = await cachedStep(root, 'install-screenshots', screenshotsKey, shots, async () => {
    const written = await captureInstallScreenshots(outDir, chromiumPath);
    return `build: install screenshots from this build's page: ${written.join(', ')}`;
  });
  console.log(served ? `${log} (from the cache: the page is unchanged)` : log);
} else {
  console.warn('build: WARNING no Chromium found, so the install dialog gets no screenshots (the manifest lists none). Install one (npm run setup:browsers) or set CHROMIUM_PATH, then build again.');
}
