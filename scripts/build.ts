/**
 * `npm run build`: the content checked against its schema, the resume PDF from the content,
 * the server bundle the prerender needs, then the client build (prerendered index.html, hashed
 * assets, service worker, manifest, the owner's share card and icons), then the install
 * screenshots taken from that build's own page when a Chromium is at hand.
 * `--out <dir>` and `--ssr-out <dir>` build a second copy elsewhere (the update test does).
 * A line the build marks `WARNING` is something the owner should see; `npm start` repeats them
 * in its summary.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from './browsers/find-chromium.ts';
import { sampleArtInPlace } from './content/sample-art.ts';
import { APP_ICON_SOURCE } from './vite/owner-art/app-icon.ts';
import { captureInstallScreenshots } from './pwa/capture-screenshots.ts';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'dist' }, 'ssr-out': { type: 'string', default: '.ssr' } },
});
const outDir = values.out;
const ssrOutDir = values['ssr-out'];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`build: \`${command} ${args.join(' ')}\` failed`);
    process.exit(result.status ?? 1);
  }
}

/** The Chromium the install screenshots are taken in, or null: then the manifest lists none. */
function screenshotBrowser(): string | null {
  try {
    return findChromium();
  } catch {
    return null;
  }
}

// The content first: a mistake in it stops here, named by file and field, before anything is made.
run('npx', ['tsx', 'scripts/content/check-content.ts']);
const stillSample = sampleArtInPlace();
if (stillSample.length > 0) {
  const listed = stillSample.length > 3 ? `${stillSample.slice(0, 3).join(', ')} and ${stillSample.length - 3} more` : stillSample.join(', ');
  console.warn(`build: WARNING ${stillSample.length} image(s) in src/assets/images are still the sample's art (${listed}): put your own in their place (README: "Replace the content").`);
}
run('npx', ['tsx', 'scripts/resume/generate-resume.ts']);
run('npx', ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', ssrOutDir, '--emptyOutDir']);
const chromiumPath = screenshotBrowser();
run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
  ...process.env,
  PRERENDER_SSR_DIR: ssrOutDir,
  INSTALL_SCREENSHOTS: chromiumPath ? 'capture' : 'none',
});
// The icons' source sits in public/ only for the icon generator (app-icon.ts): the site never links it.
for (const name of readdirSync(outDir).filter((file) => file.startsWith(`${APP_ICON_SOURCE}.`))) rmSync(join(outDir, name));
if (chromiumPath) {
  const written = await captureInstallScreenshots(outDir, chromiumPath);
  console.log(`build: install screenshots from this build's page: ${written.join(', ')}`);
} else {
  console.warn('build: WARNING no Chromium found, so the install dialog gets no screenshots (the manifest lists none). Install one (npm run setup:browsers) or set CHROMIUM_PATH, then build again.');
}
