/**
 * The address a build publishes, as each host runs the build: with its own variables and none of
 * ours. The hosts' variables are written here as their documentation states them.
 */
import { describe, expect, it } from 'vitest';
import { siteAddress } from './site-address.ts';

const NETLIFY = { NETLIFY: 'true', URL: 'https://avery-quinn.netlify.app', DEPLOY_PRIME_URL: 'https://deploy-preview-7--avery-quinn.netlify.app' };
const VERCEL = { VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'avery-quinn.vercel.app', VERCEL_URL: 'avery-quinn-git-draft-avery.vercel.app' };
const CLOUDFLARE = { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_URL: 'https://3f2a1b9c.avery-quinn.pages.dev' };
// GitLab sets these in every job of a project with Pages (docs.gitlab.com, predefined variables).
const GITLAB = { CI: 'true', GITLAB_CI: 'true', CI_PAGES_URL: 'https://avery-quinn.gitlab.io/portfolio' };
// GitHub Actions' own, plus the Pages address .github/workflows/pages.yml passes on.
const GITHUB = { CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_REPOSITORY: 'Avery-Quinn/portfolio' };

describe('siteAddress', () => {
  it('is VITE_SITE_URL when set, on any host', () => {
    for (const host of [{}, NETLIFY, VERCEL, CLOUDFLARE]) {
      expect(siteAddress({ ...host, CONTEXT: 'production', VITE_SITE_URL: 'https://avery.dev/' })).toMatchObject({ url: 'https://avery.dev', preview: false });
    }
  });

  it("is npm start's local address on the owner's machine, PORT included", () => {
    expect(siteAddress({}).url).toBe('http://127.0.0.1:4173');
    expect(siteAddress({ PORT: '4601' }).url).toBe('http://127.0.0.1:4601');
  });

  it("is Netlify's main address in production, and a preview's own address, not indexed, elsewhere", () => {
    expect(siteAddress({ ...NETLIFY, CONTEXT: 'production' })).toMatchObject({ url: 'https://avery-quinn.netlify.app', preview: false });
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect(siteAddress({ ...NETLIFY, CONTEXT: context })).toMatchObject({ url: 'https://deploy-preview-7--avery-quinn.netlify.app', preview: true });
    }
  });

  it("is Vercel's production address in production, and the deployment's own, not indexed, in a preview", () => {
    expect(siteAddress({ ...VERCEL, VERCEL_ENV: 'production' })).toMatchObject({ url: 'https://avery-quinn.vercel.app', preview: false });
    expect(siteAddress({ ...VERCEL, VERCEL_ENV: 'preview' })).toMatchObject({ url: 'https://avery-quinn-git-draft-avery.vercel.app', preview: true });
  });

  it('stops on Cloudflare Pages without VITE_SITE_URL, naming the variable and where to set it', () => {
    expect(() => siteAddress(CLOUDFLARE)).toThrow(/VITE_SITE_URL[\s\S]*Variables and Secrets/);
  });

  it("is GitLab's CI_PAGES_URL on GitLab Pages", () => {
    expect(siteAddress(GITLAB)).toMatchObject({ url: 'https://avery-quinn.gitlab.io/portfolio', preview: false });
  });

  it("is GitHub Pages' own address in the Pages workflow, else USER.github.io/REPO/ from the repository", () => {
    expect(siteAddress({ ...GITHUB, GITHUB_PAGES_URL: 'https://avery.dev' }).url).toBe('https://avery.dev');
    expect(siteAddress({ ...GITHUB, GITHUB_PAGES_URL: '' }).url).toBe('https://avery-quinn.github.io/portfolio');
    expect(siteAddress({ ...GITHUB, GITHUB_PAGES_URL: '', GITHUB_REPOSITORY: 'Avery-Quinn/avery-quinn.github.io' }).url).toBe('https://avery-quinn.github.io');
  });

  it('stops on any other CI without an address, naming VITE_SITE_URL (CI=true or CI=1)', () => {
    for (const ci of [{ CI: 'true' }, { CI: '1' }, { ...GITHUB }, { ...GITLAB, CI_PAGES_URL: '' }]) {
      expect(() => siteAddress(ci), JSON.stringify(ci)).toThrow(/VITE_SITE_URL/);
    }
    expect(siteAddress({ CI: 'false' }).url).toBe('http://127.0.0.1:4173');
  });

  it('is a local address on a CI when set by hand, as the tests set it', () => {
    expect(siteAddress({ CI: 'true', VITE_SITE_URL: 'http://127.0.0.1:4173/' }).url).toBe('http://127.0.0.1:4173');
    expect(siteAddress({ ...GITLAB, VITE_SITE_URL: 'http://127.0.0.1:4183/' }).url).toBe('http://127.0.0.1:4183');
  });

  it('never names the build machine on a host, even when told to', () => {
    expect(() => siteAddress({ ...NETLIFY, CONTEXT: 'production', VITE_SITE_URL: 'http://127.0.0.1:4173' })).toThrow(/127\.0\.0\.1:4173[\s\S]*VITE_SITE_URL/);
    expect(() => siteAddress({ ...VERCEL, VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'localhost:3000' })).toThrow(/on the build machine/);
  });
});
