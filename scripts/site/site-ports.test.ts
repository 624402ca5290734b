import { describe, expect, it } from 'vitest';
import { portFlag, siteOrigins, startPort } from './site-ports.ts';

describe('siteOrigins', () => {
  it('are the preview and dev ports on 127.0.0.1 and localhost by default', () => {
    const origins = siteOrigins({});
    for (const port of [4173, 5173]) {
      expect(origins).toContain(`http://127.0.0.1:${port}`);
      expect(origins).toContain(`http://localhost:${port}`);
    }
    expect(origins.every((origin) => /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(origin))).toBe(true);
  });

  it("follow npm start's PORT and the end-to-end runs' E2E_PORT (the site and the five second builds after it)", () => {
    expect(startPort({ PORT: '8080' })).toBe(8080);
    const origins = siteOrigins({ PORT: '8080', E2E_PORT: '4220' });
    expect(origins).toContain('http://localhost:8080');
    expect(origins).toContain('http://127.0.0.1:4220');
    expect(origins).toContain('http://127.0.0.1:4225');
    expect(origins).not.toContain('http://127.0.0.1:4226');
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => startPort({ PORT: 'eighty' })).toThrow(/Not a port: eighty/);
  });
});

describe('portFlag (npm start -- --port N, for shells without PORT=N in front of a command)', () => {
  it('reads --port N and --port=N, and nothing without the flag', () => {
    expect(portFlag(['--port', '4601'])).toBe(4601);
    expect(portFlag(['--port=4601'])).toBe(4601);
    expect(portFlag([])).toBeUndefined();
  });

  it('refuses a value that is not a port, and a flag it does not know', () => {
    expect(() => portFlag(['--port', 'eighty'])).toThrow(/Not a port: eighty/);
    expect(() => portFlag(['--prot', '4601'])).toThrow(/--prot/);
  });
});
