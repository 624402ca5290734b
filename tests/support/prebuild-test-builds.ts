/**
 * `npx tsx tests/support/prebuild-test-builds.ts faults update subpath`: makes the specs' second
 * builds (test-build.ts) ahead of time, so `npm test` builds them beside the Chromium suite
 * rather than inside it. A spec that reaches its build first waits for it, or makes it itself.
 */
import { ensureBuild, TEST_BUILDS } from './test-build.ts';

const names = process.argv.slice(2) as (keyof typeof TEST_BUILDS)[];
const unknown = names.filter((name) => !(name in TEST_BUILDS));
if (names.length === 0 || unknown.length > 0) {
  console.error(`prebuild-test-builds: name some of ${Object.keys(TEST_BUILDS).join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`);
  process.exit(1);
}
for (const name of names) {
  const started = Date.now();
  ensureBuild(TEST_BUILDS[name]);
  console.log(`prebuild-test-builds: ${TEST_BUILDS[name].dir} ready in ${Math.round((Date.now() - started) / 1000)} s`);
}
