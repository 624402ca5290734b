/**
 * Each case study is compiled once a build: the build's processes (the content check, the
 * resume, the server bundle, the client bundle) read the folder one after another, each asking
 * more than once and under either spelling of the project's folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projects } from '../../src/content/projects.ts';
import { SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';

const compiled = vi.hoisted(() => [] as string[]);
vi.mock('./compile-case-study.ts', async (load) => {
  const real = await load<typeof import('./compile-case-study.ts')>();
  return { ...real, compileCaseStudy: (...args: Parameters<typeof real.compileCaseStudy>) => (compiled.push(args[1]), real.compileCaseStudy(...args)) };
});

/** A site with two case studies in each of its languages. */
function siteWithTwoStudies(): string {
  const root = tempFolder('compilations-');
  for (const { code } of SITE_LANGUAGES) {
    mkdirSync(join(root, 'src/content/case-studies', code), { recursive: true });
    for (const [slug, project] of [['first', projects[0]!.id], ['second', projects[1]!.id]] as const) {
      writeFileSync(join(root, 'src/content/case-studies', code, `${slug}.md`), `---\nproject: ${project}\n---\n## Why\n\nBecause.\n`);
    }
  }
  return root;
}

/** A fresh process of the build: nothing kept in memory from the one before. */
async function freshProcess() {
  vi.resetModules();
  return import('./read-case-studies.ts');
}

afterEach(() => {
  compiled.length = 0;
  vi.unstubAllEnvs();
});

describe('case studies compiled per build', () => {
  it('once each, across four processes that each ask twice', async () => {
    const root = siteWithTwoStudies();
    for (let process = 0; process < 4; process += 1) {
      const { siteCaseStudyRead } = await freshProcess();
      expect(siteCaseStudyRead(root).studies).toHaveLength(2 * SITE_LANGUAGES.length);
      siteCaseStudyRead(`${root}/`);
    }
    expect(compiled).toHaveLength(2 * SITE_LANGUAGES.length);
    expect(new Set(compiled).size).toBe(compiled.length);
  });

  it('again when a case study changes, and only then', async () => {
    const root = siteWithTwoStudies();
    (await freshProcess()).siteCaseStudyRead(root);
    writeFileSync(join(root, 'src/content/case-studies', SITE_LANGUAGES[0]!.code, 'first.md'), `---\nproject: ${projects[0]!.id}\n---\n## How\n`);
    const { studies } = (await freshProcess()).siteCaseStudyRead(root);
    (await freshProcess()).siteCaseStudyRead(root);
    expect(compiled).toHaveLength(4 * SITE_LANGUAGES.length);
    expect(JSON.stringify(studies)).toContain('How');
  });

  it('once a process with the build cache off (PORTFOLIO_CACHE=off)', async () => {
    vi.stubEnv('PORTFOLIO_CACHE', 'off');
    const root = siteWithTwoStudies();
    for (let process = 0; process < 2; process += 1) {
      const { siteCaseStudyRead } = await freshProcess();
      siteCaseStudyRead(root);
      siteCaseStudyRead(`${root}/`);
    }
    expect(compiled).toHaveLength(2 * 2 * SITE_LANGUAGES.length);
  });
});
