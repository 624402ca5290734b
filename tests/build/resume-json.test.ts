/**
 * The JSON Resume as the build wrote it (`npm run build` first): at the site's root, valid
 * against the official schema, the page's owner in it, linked from the page's <head> under the
 * site's base path, and in the service worker's precache so it is there offline too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { experience } from '../../src/content/experience.ts';
import { profile } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import { jsonResumeProblems } from '../support/json-resume-schema.ts';

const DIST = 'dist';
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const { start_url: base } = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8')) as { start_url: string };
const readResume = () =>
  JSON.parse(readFileSync(join(DIST, 'resume.json'), 'utf8')) as { basics: { name: string; email: string }; work: unknown[]; projects: unknown[] };

describe('resume.json in the build', () => {
  it('sits at the site\'s root, valid against the JSON Resume schema', () => {
    expect(existsSync(join(DIST, 'resume.json'))).toBe(true);
    expect(jsonResumeProblems(readResume())).toEqual([]);
  });

  it('names the page\'s owner and email, every job and every project card', () => {
    const resume = readResume();
    expect(resume.basics).toMatchObject({ name: profile.name, email: profile.email });
    expect(html).toContain(`href="mailto:${resume.basics.email}"`);
    expect(resume.work).toHaveLength(experience.length);
    expect(resume.projects).toHaveLength(projects.length);
  });

  it('is linked from the page\'s <head> as its JSON alternate, under the site\'s base path', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const link = /<link rel="alternate" type="application\/json" href="([^"]+)"/.exec(head);
    expect(link?.[1]).toBe(`${base}resume.json`);
  });

  it('is precached by the service worker, so it is there offline', () => {
    const worker = readFileSync(join(DIST, 'service-worker.js'), 'utf8');
    expect(worker).toMatch(/"url":\s*"resume\.json"/);
  });
});
