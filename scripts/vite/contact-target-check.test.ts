import { describe, expect, it } from 'vitest';
import { contactTargetProblem } from './contact-target-check.ts';

const IDS = { VITE_EMAILJS_SERVICE_ID: 'service_abc', VITE_EMAILJS_TEMPLATE_ID: 'template_abc', VITE_EMAILJS_PUBLIC_KEY: 'pk_abc' };
const NAMES = ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY'];
const PUBLISHED = 'https://example.org';

describe('contactTargetProblem', () => {
  it.each(['http://127.0.0.1:4173', 'http://localhost:4173', 'http://[::1]:4173', 'http://127.0.0.2/portfolio'])(
    'lets a site on this machine (%j) build without ids: it sends to the local mailbox',
    (siteUrl) => {
      expect(contactTargetProblem(siteUrl, {})).toBeNull();
    },
  );

  it('judges the address the build publishes, not VITE_SITE_URL: a host build without it and without ids stops', () => {
    expect(contactTargetProblem('https://avery.netlify.app', { VITE_SITE_URL: '' })).not.toBeNull();
  });

  it('refuses a published site without ids, naming the three variables and the mailto opt-out', () => {
    const problem = contactTargetProblem(PUBLISHED, {});
    expect(problem).toContain('https://example.org');
    for (const name of NAMES) expect(problem).toContain(name);
    expect(problem).toContain('VITE_CONTACT=mailto');
    // An owner who stored the ids as secrets, or on a host with no secrets page, reads where to put them.
    expect(problem).toContain('a repository secret or variable');
    expect(problem).toContain("the host's environment variables");
  });

  it('lets a published site build with all three ids', () => {
    expect(contactTargetProblem(PUBLISHED, { ...IDS })).toBeNull();
  });

  it('lets a published site build with VITE_CONTACT=mailto and no ids', () => {
    expect(contactTargetProblem(PUBLISHED, { VITE_CONTACT: 'mailto' })).toBeNull();
    // Read as the page reads it (resolveContactMode): the page would show the mail-app form.
    expect(contactTargetProblem(PUBLISHED, { VITE_CONTACT: 'Mailto' })).toBeNull();
    expect(contactTargetProblem(PUBLISHED, { VITE_CONTACT: 'send' })).not.toBeNull();
  });

  it.each(NAMES)('refuses partial ids: %s missing (or blank) is named', (name) => {
    for (const value of [undefined, '', '   ']) {
      const problem = contactTargetProblem(PUBLISHED, { ...IDS, [name]: value });
      expect(problem).toContain(`${name} is not set`);
      for (const other of NAMES.filter((n) => n !== name)) expect(problem!.split('\n')[0]).not.toContain(other);
    }
  });

  it.each(['https://user.github.io/portfolio', 'http://192.168.1.20:4173', 'https://localhost.example.org'])(
    'counts %s as published',
    (siteUrl) => {
      expect(contactTargetProblem(siteUrl, {})).not.toBeNull();
    },
  );
});
