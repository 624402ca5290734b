/**
 * The site built as each host builds it: with the host's own variables, the owner's provider ids
 * and none of our settings (no VITE_SITE_URL). Netlify and Vercel name their own address in
 * everything they publish; Cloudflare Pages, which states no address worth publishing, stops and
 * says where to set VITE_SITE_URL. Nothing a host build publishes names the build machine.
 * `npm test` runs this once the checkout's other builds are made (each host build is a full one).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild, NETLIFY_BUILD, VERCEL_BUILD, type TestBuild } from '../support/test-build.ts';

/** Files a browser or a crawler reads as text. */
const TEXT_FILES = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.txt', '.xml', '.vcf', '.svg', '.ics']);

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_FILES.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function decodeQrSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(330).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe.each([
  { host: 'Netlify', form: 'the provider ids', build: NETLIFY_BUILD, address: 'https://avery-quinn.netlify.app/' },
  { host: 'Vercel', form: 'VITE_CONTACT=mailto', build: VERCEL_BUILD, address: 'https://avery-quinn.vercel.app/' },
])('a production build on $host with $form, without VITE_SITE_URL', ({ build, address }: { build: TestBuild; address: string }) => {
  const read = (file: string) => readFileSync(join(build.dir, file), 'utf8');
  beforeAll(() => ensureBuild(build), 15 * 60_000);

  it(`names ${address} in the canonical link, Open Graph, robots.txt and the sitemap`, () => {
    const html = read('index.html');
    expect(html).toContain(`<link rel="canonical" href="${address}">`);
    expect(html).toContain(`<meta property="og:url" content="${address}">`);
    expect(html).not.toContain('name="robots"');
    expect(read('robots.txt')).toContain(`Sitemap: ${address}sitemap.xml`);
    expect(read('sitemap.xml')).toContain(`<loc>${address}</loc>`);
  });

  it(`names ${address} in the contact card, the QR code and the JSON Resume`, async () => {
    expect(read('contact.vcf').split(/\r?\n/)).toContain(`URL:${address}`);
    expect(await decodeQrSvg(read('qr-code.svg'))).toBe(address);
    expect((JSON.parse(read('resume.json')) as { basics: { url: string } }).basics.url).toBe(address);
  });

  it('publishes nothing that names the build machine (127.0.0.1, localhost)', () => {
    const naming = textFiles(build.dir).filter((file) => /127\.0\.0\.1|localhost/.test(readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });
});

/** The build started with `env` (none of ours), stopped once its first step starts: what it said about its address. */
async function addressLines(env: NodeJS.ProcessEnv, args: string[] = []): Promise<{ output: string; status: number | null }> {
  const build = spawn('npx', ['tsx', 'scripts/build.ts', ...args, '--out', 'dist-address', '--ssr-out', '.ssr-address'], {
    env: { ...process.env, VITE_SITE_URL: '', ...env },
    detached: process.platform !== 'win32',
    shell: process.platform === 'win32',
  });
  let output = '';
  const firstStep = new Promise<void>((resolve) => {
    for (const stream of [build.stdout, build.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('[1/4]') && resolve());
  });
  const ended = new Promise<number | null>((resolve) => build.on('close', resolve));
  await Promise.race([firstStep, ended]);
  if (build.exitCode === null) process.kill(process.platform === 'win32' ? build.pid! : -build.pid!, 'SIGTERM');
  const status = await ended;
  return { output, status: output.includes('[1/4]') ? 0 : status };
}

const IDS = { VITE_EMAILJS_SERVICE_ID: 'service_owner', VITE_EMAILJS_TEMPLATE_ID: 'template_owner', VITE_EMAILJS_PUBLIC_KEY: 'owner-public-key' };

describe('a build on GitLab Pages, and on any other CI', () => {
  it("takes GitLab's CI_PAGES_URL, as GitLab sets it in a Pages job", async () => {
    const { output, status } = await addressLines({ ...IDS, CI: 'true', GITLAB_CI: 'true', CI_PAGES_URL: 'https://avery-quinn.gitlab.io/portfolio' });
    expect(status).toBe(0);
    expect(output).toContain("build: the site's address is https://avery-quinn.gitlab.io/portfolio/ (from GitLab's CI_PAGES_URL)");
  }, 60_000);

  it('stops on a CI that states no address (CI=true), naming VITE_SITE_URL, before building', async () => {
    const { output, status } = await addressLines({ ...IDS, CI: 'true' });
    expect(status).toBe(1);
    expect(output).toMatch(/This build runs on a CI, which gives no address[\s\S]*VITE_SITE_URL/);
    expect(output).not.toContain('[1/4]');
  }, 60_000);
});

describe('a build on Cloudflare Pages, without VITE_SITE_URL', () => {
  it('stops before building, naming VITE_SITE_URL and where to set it', () => {
    // Cloudflare's own variables: CF_PAGES_URL is this deployment's address, not the site's.
    const env = { ...process.env, VITE_SITE_URL: '', CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_URL: 'https://3f2a1b9c.avery-quinn.pages.dev' };
    const result = spawnSync('npx', ['tsx', 'scripts/build.ts', '--out', 'dist-cloudflare', '--ssr-out', '.ssr-cloudflare'], { env, encoding: 'utf8', shell: process.platform === 'win32' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/VITE_SITE_URL/);
    expect(result.stderr).toContain('Settings → Variables and Secrets');
    expect(result.stdout).not.toContain('[1/4]');
  }, 60_000);

  it('goes on with the address given as --site-url, the form every shell takes', async () => {
    const ids = { VITE_EMAILJS_SERVICE_ID: 'service_owner', VITE_EMAILJS_TEMPLATE_ID: 'template_owner', VITE_EMAILJS_PUBLIC_KEY: 'owner-public-key' };
    const env = { ...process.env, ...ids, VITE_SITE_URL: '', CF_PAGES: '1', CF_PAGES_URL: 'https://3f2a1b9c.avery-quinn.pages.dev' };
    const build = spawn('npx', ['tsx', 'scripts/build.ts', '--site-url', 'https://avery-quinn.pages.dev/', '--out', 'dist-cloudflare', '--ssr-out', '.ssr-cloudflare'], {
      env,
      detached: process.platform !== 'win32',
      shell: process.platform === 'win32',
    });
    let output = '';
    // Its first line says which address it builds for; the rest of the build is the other hosts' tests' to check.
    const firstStep = new Promise<void>((resolve) => build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('[1/4]') && resolve()));
    const ended = new Promise((resolve) => build.on('close', resolve));
    await Promise.race([firstStep, ended]);
    if (build.exitCode === null) process.kill(process.platform === 'win32' ? build.pid! : -build.pid!, 'SIGTERM');
    await ended;
    expect(output).toContain("build: the site's address is https://avery-quinn.pages.dev/ (from VITE_SITE_URL)");
    expect(output).toContain('build: [1/4]');
  }, 60_000);
});
