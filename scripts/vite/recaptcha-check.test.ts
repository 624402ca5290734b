import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { profileSchema } from '../../src/config/content-schema.ts';
import { profile } from '../../src/content/profile.ts';
import { checkContentValue } from '../content/validate-content.ts';
import { ROOT } from '../../tests/support/import-graph.ts';
import { recaptchaProblem } from './recaptcha-check.ts';

/** What an owner must read: that the form cannot, why (the token's ~2 minutes against a queue), and what to change. */
function expectClear(problem: string | null | undefined) {
  expect(problem).toMatch(/reCAPTCHA is not supported/);
  expect(problem).toMatch(/about 2 minutes/);
  expect(problem).toMatch(/offline/);
  expect(problem).toMatch(/Leave reCAPTCHA off on the EmailJS template/);
  expect(problem).toContain('docs/hosting.md');
}

describe('reCAPTCHA asked for', () => {
  it('in a build variable: stops, naming the variable', () => {
    const problem = recaptchaProblem({ VITE_RECAPTCHA_SITE_KEY: '6Lc-site-key', PATH: '/usr/bin' });
    expect(problem).toMatch(/^VITE_RECAPTCHA_SITE_KEY asks for reCAPTCHA/);
    expectClear(problem);
    expect(recaptchaProblem({ VITE_EMAILJS_RECAPTCHA: 'true' })).toMatch(/^VITE_EMAILJS_RECAPTCHA asks/);
  });

  it('not asked for (no such variable, or one left empty): the build goes on', () => {
    expect(recaptchaProblem({ VITE_EMAILJS_PUBLIC_KEY: 'pk' })).toBeNull();
    expect(recaptchaProblem({ VITE_RECAPTCHA_SITE_KEY: ' ' })).toBeNull();
  });

  it('in the content: the content check refuses the field with the same words', () => {
    const [problem] = checkContentValue('profile.ts', 'profile', profileSchema, { ...profile, recaptcha: true });
    expect(problem).toMatch(/^profile\.ts: profile: has unknown field\(s\) recaptcha/);
    expectClear(problem);
  });

  it('stops `npm run build` before any work, with the message', { timeout: 60_000 }, () => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', 'dist-recaptcha-never', '--ssr-out', '.ssr-recaptcha-never'], {
      cwd: ROOT,
      env: { ...process.env, VITE_RECAPTCHA_SITE_KEY: '6Lc-site-key' },
      encoding: 'utf8',
    });
    expect(build.status).toBe(1);
    expectClear(build.stderr);
  });
});
