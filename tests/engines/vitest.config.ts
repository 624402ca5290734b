/**
 * The same visitor scenarios in WebKit and Firefox (`npm run test:engines`, after a build):
 * one file per engine, run one after the other, each with one browser, one static server and
 * a fake email provider per scenario. An engine the machine lacks is skipped with one line
 * (engines-present.ts), except under CI. See docs/decisions/006-every-engine.md.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig(({ mode }) => ({
  test: {
    include: ['tests/engines/*.engine.test.ts'],
    // Says which engines this machine lacks (and fails under CI) before any scenario runs.
    globalSetup: ['tests/engines/engines-present.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // One more try for a scenario that fails: WebDriver commands can stall on a loaded 2-core machine.
    retry: 1,
    reporters: ['default'],
    // `npm run screenshots:engines` passes `--mode screenshots`: npm runs scripts with cmd.exe on
    // Windows, which cannot set a variable in front of a command.
    env: mode === 'screenshots' ? { ENGINE_SCREENSHOTS: '1' } : {},
  },
}));
