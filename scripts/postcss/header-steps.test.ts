/**
 * The header's stylesheet as the build writes it has a pair of rules for every width step
 * header-fit.ts can choose: both come from one list (header-steps.json).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type PluginCreator } from 'postcss';
import { describe, expect, it } from 'vitest';
import { FULL_NAME_STEPS, NAV_STEPS } from '../../src/sections/Header/header-fit.ts';

// A CommonJS plugin, as postcss.config.cjs loads it.
const headerSteps = createRequire(import.meta.url)('./header-steps.cjs') as PluginCreator<void>;
const source = new URL('../../src/sections/Header/Header.module.css', import.meta.url);

describe('Header.module.css, as the build writes it', async () => {
  const { css } = await postcss([headerSteps()]).process(readFileSync(source, 'utf8'), { from: source.pathname });

  it('has a pair of rules for every step headerFit can choose', () => {
    for (const step of NAV_STEPS) {
      expect(css).toContain(`@container header-bar (width < ${step}rem) {\n  .inner[data-nav-from='${step}'] .wideOnly {\n    display: none;`);
      expect(css).toContain(`@container header-bar (width >= ${step}rem) {\n  .inner[data-nav-from='${step}'] .narrowOnly {\n    display: none;`);
    }
    for (const step of FULL_NAME_STEPS.filter((step) => step > 0)) {
      expect(css).toContain(`@container header-bar (width < ${step}rem) {\n  .inner[data-full-name-from='${step}'] .fullName {\n    display: none;`);
      expect(css).toContain(`.inner[data-full-name-from='${step}'] .shortName {\n    display: inline;`);
    }
  });

  it('keeps no placeholder and writes no step the list does not have', () => {
    expect(css).not.toContain('@header-steps');
    const written = [...css.matchAll(/data-(?:nav|full-name)-from='(\d+)'/g)].map((match) => Number(match[1]));
    expect(new Set(written)).toEqual(new Set([...NAV_STEPS, ...FULL_NAME_STEPS.filter((step) => step > 0)]));
  });
});
