import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepAnswer } from '../outside-data/outside-cache.ts';
import { profile } from '../../src/content/profile.ts';
import { cachedStep, inputKey } from './build-cache.ts';
import { siteInputsKey } from './site-inputs.ts';

/** The owner's portrait: a photo every owner's content has. */
const PHOTO = `src/assets/images/${profile.portrait}`;
let root: string;

beforeEach(() => {
  // A small project of its own (no git): one photo, one content file, a build output beside them.
  root = mkdtempSync(join(tmpdir(), 'build-cache-'));
  mkdirSync(join(root, 'src/assets/images'), { recursive: true });
  cpSync(PHOTO, join(root, PHOTO));
  writeFileSync(join(root, 'src/profile.ts'), "export const name = 'Avery';\n");
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A step that "renders" the photo: its output names the photo's size in bytes; counts its runs. */
function photoStep() {
  let runs = 0;
  const run = () =>
    cachedStep(root, 'photo-step', inputKey(root, ['src']), ['public/out.txt'], async () => {
      runs += 1;
      mkdirSync(join(root, 'public'), { recursive: true });
      writeFileSync(join(root, 'public/out.txt'), `photo of ${readFileSync(join(root, PHOTO)).length} bytes`);
      return `made it (${runs})`;
    });
  return { run, runs: () => runs };
}

const output = () => readFileSync(join(root, 'public/out.txt'), 'utf8');

describe('a cached build step', () => {
  it('is made once, then served from the cache, its output restored and its log repeated', async () => {
    const step = photoStep();
    expect(await step.run()).toEqual({ served: false, log: 'made it (1)' });
    rmSync(join(root, 'public/out.txt'));
    expect(await step.run()).toEqual({ served: true, log: 'made it (1)' });
    expect(step.runs()).toBe(1);
    expect(output()).toBe(`photo of ${readFileSync(PHOTO).length} bytes`);
  });

  it('files and restores an output outside the project, named by its absolute path (`--out /elsewhere`)', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'build-cache-out-'));
    const outside = join(elsewhere, 'screenshots/wide.txt');
    const run = () =>
      cachedStep(root, 'outside-step', inputKey(root, ['src']), [outside], async () => {
        mkdirSync(join(elsewhere, 'screenshots'), { recursive: true });
        writeFileSync(outside, 'a screenshot');
        return 'made it';
      });
    try {
      expect((await run()).served).toBe(false);
      rmSync(join(elsewhere, 'screenshots'), { recursive: true });
      expect((await run()).served).toBe(true);
      expect(readFileSync(outside, 'utf8')).toBe('a screenshot');
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('is made again when one photo changes, never served stale', async () => {
    const step = photoStep();
    await step.run();
    writeFileSync(join(root, PHOTO), Buffer.concat([readFileSync(join(root, PHOTO)), Buffer.from('another photo')]));
    expect((await step.run()).served).toBe(false);
    expect(step.runs()).toBe(2);
    expect(output()).toBe(`photo of ${readFileSync(PHOTO).length + 'another photo'.length} bytes`);
    // And the first photo, put back, is served again from its own entry.
    cpSync(PHOTO, join(root, PHOTO));
    expect((await step.run()).served).toBe(true);
    expect(output()).toBe(`photo of ${readFileSync(PHOTO).length} bytes`);
  });

  it('is made every time with PORTFOLIO_CACHE=off', async () => {
    const step = photoStep();
    process.env.PORTFOLIO_CACHE = 'off';
    try {
      await step.run();
      await step.run();
    } finally {
      delete process.env.PORTFOLIO_CACHE;
    }
    expect(step.runs()).toBe(2);
  });
});

describe("the site's inputs key", () => {
  const key = (env: Record<string, string> = {}) => siteInputsKey(root, env, new Date('2026-11-25T12:00:00Z'));

  it('changes with one photo, the content, the port and the site address', () => {
    const before = key();
    writeFileSync(join(root, PHOTO), Buffer.concat([readFileSync(join(root, PHOTO)), Buffer.from('x')]));
    const photoChanged = key();
    expect(photoChanged).not.toBe(before);
    writeFileSync(join(root, 'src/profile.ts'), "export const name = 'Marie';\n");
    expect(key()).not.toBe(photoChanged);
    expect(key({ PORT: '5851' })).not.toBe(key());
    expect(key({ VITE_SITE_URL: 'https://user.github.io/portfolio/' })).not.toBe(key());
    expect(key({ PORT: '5851' })).toBe(key({ PORT: '5851' }));
  });

  it("stays the same when only the build's own outputs change", () => {
    const before = key();
    for (const output of ['dist/index.html', 'node_modules/.cache/x', 'public/resume.pdf', 'public/app-icon-source.svg']) {
      mkdirSync(join(root, output, '..'), { recursive: true });
      writeFileSync(join(root, output), 'made by a build');
    }
    expect(key()).toBe(before);
  });

  it('changes with the data fetched from outside, not with the time it was fetched (a start never serves older posts than those kept)', () => {
    const post = { title: 'Culverts', url: 'https://blog.example.org/culverts', published: '2026-11-20T08:00:00.000Z' };
    const keep = (fetchedAt: string, posts: unknown[]) => keepAnswer(root, 'writing-feed', { source: 'https://blog.example.org/feed.xml', fetchedAt, data: posts });
    const none = key();
    keep('2026-11-25T09:00:00.000Z', [post]);
    const onePost = key();
    expect(onePost).not.toBe(none);
    keep('2026-11-25T11:00:00.000Z', [post]);
    expect(key()).toBe(onePost);
    keep('2026-11-25T12:00:00.000Z', [{ ...post, title: 'Culverts, revised' }, post]);
    expect(key()).not.toBe(onePost);
  });

  it("changes with the GitHub API's origin, never with the token", () => {
    expect(key({ GITHUB_API_URL: 'http://127.0.0.1:9' })).not.toBe(key());
    expect(key({ GITHUB_TOKEN: 'ghp_another' })).toBe(key());
  });

  it('changes on a new day (the sitemap carries the date)', () => {
    expect(siteInputsKey(root, {}, new Date('2026-11-26T12:00:00Z'))).not.toBe(key());
  });
});
