/**
 * The GitHub Pages workflow is one GitHub will run, on today's Node: it passes action-validator
 * (the published JSON schema of workflows), every Action it uses is at a major that runs on
 * Node 24, it rebuilds weekly, and each setting may be a secret or a variable. The weekly
 * rebuild docs/hosting.md gives owners on other hosts passes the same check.
 * A mistake here otherwise shows only on GitHub, after a push, as a deploy that never starts.
 */
import { readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';

const WORKFLOW = '.github/workflows/pages.yml';
const workflow = readFileSync(WORKFLOW, 'utf8');

/**
 * The first major of each Action whose action.yml declares `runs.using: node24`, read with
 * `git show vN:action.yml` at each major tag of the Action's own repository. configure-pages,
 * from its v6.0.0 release notes ("upgrade to node 24", actions/configure-pages#186): v5 is node20.
 * upload-pages-artifact is composite: v5 runs actions/upload-artifact v7.0.0 (node24), v4 ran
 * upload-artifact v4.6.2 (node20). An Action not listed here fails the test until it is checked.
 */
const NODE24_SINCE: Record<string, number> = {
  'actions/checkout': 5,
  'actions/setup-node': 5,
  'actions/cache': 5,
  'actions/configure-pages': 6,
  'actions/upload-pages-artifact': 5,
  'actions/deploy-pages': 5,
};

/** Each `uses: owner/name@ref` of the workflow. */
const usedActions = (text: string) => [...text.matchAll(/^\s*(?:-\s+)?uses:\s*([^@\s]+)@(\S+)/gm)].map(([, action, ref]) => ({ action: action!, ref: ref! }));

/** What the Pages build reads from the repository's settings. */
const SETTINGS = ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY', 'VITE_CONTACT', 'VITE_SITE_URL'];

describe(WORKFLOW, () => {
  it('passes action-validator', () => {
    expect(validateWorkflow(workflow).errors).toEqual([]);
  });

  it('is checked by a validator that refuses a broken workflow', () => {
    expect(validateWorkflow(workflow.replace('runs-on:', 'runs_on:')).errors).not.toEqual([]);
    expect(validateWorkflow(workflow.replace('workflow_dispatch:', 'workflow_dispach:')).errors).not.toEqual([]);
  });

  it('uses every Action at a major that runs on Node 24', () => {
    const used = usedActions(workflow);
    expect(used.map(({ action }) => action).sort()).toEqual(Object.keys(NODE24_SINCE).sort());
    for (const { action, ref } of used) {
      const major = Number(/^v(\d+)$/.exec(ref)?.[1]);
      expect(major, `${action}@${ref}: a major tag (vN) at or past v${NODE24_SINCE[action]}`).toBeGreaterThanOrEqual(NODE24_SINCE[action]!);
    }
  });

  it('rebuilds once a week, on a push to main, and by hand', () => {
    const cron = /^\s+- cron: '([^']+)'$/m.exec(workflow)?.[1]?.split(' ');
    // minute hour day-of-month month day-of-week: one fixed day of every week.
    expect(cron).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/), '*', '*', expect.stringMatching(/^[0-6]$/)]);
    expect(workflow).toMatch(/^\s+branches: \[main\]$/m);
    expect(workflow).toMatch(/^\s+workflow_dispatch:$/m);
  });

  it.each(SETTINGS)('reads %s from a repository secret or, failing that, a variable', (name) => {
    const reads = [...workflow.matchAll(new RegExp(`\\$\\{\\{[^}]*\\b${name}\\b[^}]*\\}\\}`, 'g'))].map(([expression]) => expression);
    expect(reads.length).toBeGreaterThan(0);
    for (const expression of reads) expect(expression).toBe(`\${{ secrets.${name} || vars.${name} }}`);
  });
});

describe('the weekly rebuild of docs/hosting.md (Netlify, Cloudflare Pages)', () => {
  const block = /^( *)```yaml\n([\s\S]*?)^\1```$/m.exec(readFileSync('docs/hosting.md', 'utf8'));
  const rebuild = block?.[2]?.replace(new RegExp(`^${block[1]}`, 'gm'), '') ?? '';

  it('passes action-validator, calls the build hook once a week, and uses no Action', () => {
    expect(rebuild).toContain('BUILD_HOOK_URL');
    expect(validateWorkflow(rebuild).errors).toEqual([]);
    expect(rebuild).toMatch(/^\s+- cron: '\d+ \d+ \* \* [0-6]'$/m);
    expect(usedActions(rebuild)).toEqual([]);
  });
});

describe('the .gitlab-ci.yml of docs/hosting.md (GitLab Pages)', () => {
  const text = /^```yaml \.gitlab-ci\.yml\n([\s\S]*?)^```$/m.exec(readFileSync('docs/hosting.md', 'utf8'))?.[1] ?? '';
  const config = parseYaml(text) as { pages?: { image?: string; script?: string[]; pages?: { publish?: string }; artifacts?: { paths?: string[] }; cache?: { paths?: string[] }; rules?: { if?: string }[] } };
  const job = config.pages;

  it("is one job named pages (GitLab's name for the job that publishes), on the default branch", () => {
    expect(Object.keys(config)).toEqual(['pages']);
    expect(job?.rules).toEqual([{ if: '$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH' }]);
  });

  it('builds with npm run build on the Node the other hosts build on, and publishes the build folder', () => {
    expect(job?.image).toBe(`node:${/node-version: (\d+)$/m.exec(workflow)?.[1]}`);
    expect(job?.script).toEqual(['npm install', 'npm run build']);
    expect(job?.pages?.publish).toBe('dist');
    expect(job?.artifacts?.paths).toEqual(['dist']);
  });

  it('keeps the last good copy of the outside data between runs', () => {
    expect(job?.cache?.paths).toEqual(['.outside-data/']);
  });
});
