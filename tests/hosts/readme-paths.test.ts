/**
 * The README's own paths, walked literally over the sample in a copy of the checkout, as a
 * newcomer takes them: each import command it gives (an English JSON Resume; one with its French
 * beside it, `--fr`), then `npm start`, builds and serves the site; so does deleting the `fr`
 * line of languages.ts, then `npm run build`. None of them stops on the case studies, and the
 * imports, which make another person's site, publish none of the sample owner's write-ups.
 * No address or contact setting of the tests' own: `npm start` works its local one out itself,
 * on a CI too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleCaseStudiesIn } from '../../scripts/content/sample-files.ts';
import { copyCheckout } from '../support/checkout-copy.ts';

const FIXTURES = join(process.cwd(), 'tests/fixtures/json-resume');
const PORT = Number(process.env.E2E_PORT ?? 4173) + 9;
const MAILBOX_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 8787) + 9;
/**
 * None of the tests' settings: the newcomer's shell has none of them (nor vitest's NODE_ENV=test,
 * which would build React's development code). The mailbox on a port of its own, beside the gate's.
 */
const NEWCOMER = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'))),
  VITE_SITE_URL: '',
  PORT: '',
  VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${MAILBOX_PORT}`,
};
const copies: string[] = [];

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

function freshCopy(): string {
  const copy = copyCheckout('readme-paths-');
  copies.push(copy);
  return copy;
}

function npm(copy: string, args: string[], env: NodeJS.ProcessEnv = {}): { status: number | null; output: string } {
  const result = spawnSync('npm', args, { cwd: copy, env: { ...NEWCOMER, ...env }, encoding: 'utf8', shell: process.platform === 'win32' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `npm start -- --port PORT` in `copy` until it serves, then the pages asked for, then Ctrl+C. */
async function startAndFetch(copy: string, paths: string[]): Promise<{ output: string; pages: { path: string; status: number; html: string }[] }> {
  const start = spawn('npm', ['start', '--', '--port', String(PORT)], { cwd: copy, env: NEWCOMER, detached: process.platform !== 'win32', shell: process.platform === 'win32' });
  let output = '';
  const ended = new Promise<void>((resolve) => start.on('close', () => resolve()));
  const serving = new Promise<boolean>((resolve) => {
    for (const stream of [start.stdout, start.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('Portfolio running at') && resolve(true));
    void ended.then(() => resolve(false));
  });
  try {
    expect(await serving, output).toBe(true);
    const pages = [];
    for (const path of paths) {
      const response = await fetch(`http://127.0.0.1:${PORT}${path}`);
      pages.push({ path, status: response.status, html: await response.text() });
    }
    return { output, pages };
  } finally {
    if (start.exitCode === null) process.kill(process.platform === 'win32' ? start.pid! : -start.pid!, 'SIGINT');
    await ended;
  }
}

/** Every case-study page a build wrote (`projects/<slug>/index.html`, in any language). */
const caseStudyPages = (dist: string) =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.split(sep).includes('projects') && file.endsWith('index.html'));

describe("the README's paths, from the sample", { timeout: 15 * 60_000 }, () => {
  it('npm run import:resume -- resume.json, then npm start: her site, in English alone, with none of the sample case studies', async () => {
    const copy = freshCopy();
    const resume = JSON.parse(readFileSync(join(FIXTURES, 'third-student.json'), 'utf8')) as { basics: { name: string } };
    const imported = npm(copy, ['run', 'import:resume', '--', join(FIXTURES, 'third-student.json')]);
    expect(imported.status, imported.output).toBe(0);
    const { output, pages } = await startAndFetch(copy, ['/']);
    expect(output).not.toMatch(/is not a language of the site|mistake\(s\)/);
    expect(pages[0]).toMatchObject({ status: 200 });
    expect(pages[0]!.html).toContain(resume.basics.name);
    expect(existsSync(join(copy, 'dist/fr'))).toBe(false);
    expect(sampleCaseStudiesIn(join(copy, 'src/content/case-studies'))).toEqual([]);
    expect(caseStudyPages(join(copy, 'dist'))).toEqual([]);
  });

  it('npm run import:resume -- resume.json --fr resume.fr.json, then npm start: both languages', async () => {
    const copy = freshCopy();
    const imported = npm(copy, ['run', 'import:resume', '--', join(FIXTURES, 'every-section.json'), '--fr', join(FIXTURES, 'every-section.fr.json')]);
    expect(imported.status, imported.output).toBe(0);
    const { pages } = await startAndFetch(copy, ['/', '/fr/']);
    expect(pages.map(({ status }) => status)).toEqual([200, 200]);
    expect(pages[1]!.html).toMatch(/<html[^>]* lang="fr/);
    expect(sampleCaseStudiesIn(join(copy, 'src/content/case-studies'))).toEqual([]);
    expect(caseStudyPages(join(copy, 'dist'))).toEqual([]);
  });

  it('deleting the fr line of languages.ts, then npm run build: built, French left out with a WARNING naming its case studies', () => {
    const copy = freshCopy();
    const file = join(copy, 'src/content/languages.ts');
    const lines = readFileSync(file, 'utf8').split('\n');
    const frLine = lines.findIndex((line) => /code: 'fr'/.test(line));
    expect(frLine, 'languages.ts lists fr, as the sample does').toBeGreaterThanOrEqual(0);
    writeFileSync(file, lines.filter((_, index) => index !== frLine).join('\n'));
    // On the owner's machine, as the README means it: a CI (CI=true) building for no address stops.
    const built = npm(copy, ['run', 'build'], { CI: '' });
    expect(built.status, built.output).toBe(0);
    if (existsSync(join(copy, 'src/content/case-studies/fr'))) expect(built.output).toMatch(/WARNING src\/content\/case-studies\/fr\/ is left out/);
    expect(existsSync(join(copy, 'dist/fr'))).toBe(false);
  });
});
