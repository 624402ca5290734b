/**
 * `pretest` and `npm run setup:browsers`: the browsers `npm test` drives, where this machine
 * allows. On Debian/Ubuntu (by /etc/os-release), Debian's packages through apt-get
 * (scripts/install-test-browsers.sh, which says so before sudo asks). Elsewhere, Playwright's
 * own Chromium when no Chrome or Chromium is here, and one line for each engine it cannot add,
 * with the command that would: the engine stage then skips that engine (not under CI).
 */
import { spawnSync } from 'node:child_process';
import { chromiumIfAny } from './find-chromium.ts';
import { findFirefox, findWebKit, hostSystem } from './find-engines.ts';

const PREFIX = 'install-test-browsers:';
const system = hostSystem();
const windows = system === 'windows';

const run = (command: string, args: string[]): boolean => spawnSync(command, args, { stdio: 'inherit', shell: windows }).status === 0;

if (system === 'debian') {
  if (!run('bash', ['scripts/install-test-browsers.sh'])) process.exit(1);
} else {
  const chromium = chromiumIfAny();
  if (chromium) console.log(`${PREFIX} Chromium: ${chromium}`);
  else {
    console.log(`${PREFIX} no Chrome or Chromium found, so installing Playwright's own: npx playwright install chromium`);
    if (!run('npx', ['playwright', 'install', 'chromium'])) console.log(`${PREFIX} could not install Playwright's Chromium (offline?): run npx playwright install chromium, or set CHROMIUM_PATH`);
  }
  for (const finding of [findWebKit(), findFirefox()]) {
    if (!('missing' in finding)) continue;
    const { engine, why, add } = finding.missing;
    console.log(`${PREFIX} ${engine} not installed (${why}); ${add ? `to add it: ${add}` : 'the engine stage skips it'}`);
  }
}
