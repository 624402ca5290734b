import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineBlocks, withContentSecurityPolicy } from './csp.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Page</title>
    <script>(function () { document.documentElement.dataset.theme = 'dark'; })();</script>
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <script type="application/ld+json">{"@type":"Person","name":"Zoë"}</script>
    <style>body{color:red}</style>
    <link rel="stylesheet" href="/assets/x.css">
  </head>
  <body><div style="--x: 1"><style data-mantine-styles="true">:root{--a:1}</style></div><script>window.__late = 1</script></body>
</html>`;

function policyOf(html: string): Map<string, string[]> {
  const content = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
  return new Map(content.split('; ').map((directive) => {
    const [name, ...values] = directive.split(' ');
    return [name!, values];
  }));
}

describe('the Content-Security-Policy build step', () => {
  it('finds every inline script and style wherever it is, and no script with a src', () => {
    expect(inlineBlocks(PAGE)).toEqual({
      scripts: ["(function () { document.documentElement.dataset.theme = 'dark'; })();", '{"@type":"Person","name":"Zoë"}', 'window.__late = 1'],
      styles: ['body{color:red}', ':root{--a:1}'],
    });
  });

  it('allows exactly those blocks by hash, and nothing inline besides style attributes', () => {
    const policy = policyOf(withContentSecurityPolicy(PAGE, { connectOrigins: ['http://127.0.0.1:8787'] }));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      hashOf("(function () { document.documentElement.dataset.theme = 'dark'; })();"),
      hashOf('{"@type":"Person","name":"Zoë"}'),
      hashOf('window.__late = 1'),
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", hashOf('body{color:red}'), hashOf(':root{--a:1}')]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('connects to the page itself and the configured provider only, and shuts the rest', () => {
    const policy = policyOf(withContentSecurityPolicy(PAGE, { connectOrigins: ['https://api.emailjs.com'] }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
  });

  it('loads images from the page and data: only, and the visit counter\'s endpoint alone when the build counts', () => {
    expect(policyOf(withContentSecurityPolicy(PAGE, { connectOrigins: [] })).get('img-src')).toEqual(["'self'", 'data:']);
    const counting = policyOf(withContentSecurityPolicy(PAGE, { connectOrigins: [], imageSources: ['https://avery.goatcounter.com/count'] }));
    expect(counting.get('img-src')).toEqual(["'self'", 'data:', 'https://avery.goatcounter.com/count']);
    // The count is an image, never a script or a connection.
    expect(counting.get('connect-src')).toEqual(["'self'"]);
    expect(counting.get('script-src')!.join(' ')).not.toContain('goatcounter');
  });

  it('comes before every script and style, right after the charset', () => {
    const html = withContentSecurityPolicy(PAGE, { connectOrigins: [] });
    const head = html.slice(html.indexOf('<head>'));
    expect(head.indexOf('<meta charset')).toBeLessThan(head.indexOf('Content-Security-Policy'));
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(head.indexOf('<script'));
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(head.indexOf('<title'));
  });

  it('allows the style elements inserted at run time by their nonce, never scripts', () => {
    const policy = policyOf(withContentSecurityPolicy(PAGE, { connectOrigins: [], styleNonce: 'abc' }));
    expect(policy.get('style-src')).toContain("'nonce-abc'");
    expect(policy.get('script-src')!.join(' ')).not.toContain('nonce');
  });

  it('refuses to add a second policy', () => {
    expect(() => withContentSecurityPolicy(withContentSecurityPolicy(PAGE, { connectOrigins: [] }), { connectOrigins: [] })).toThrow(/already/);
  });

  it('lists a repeated block once', () => {
    expect(contentSecurityPolicy({ scripts: ['a', 'a'], styles: [] }, { connectOrigins: [] }).match(/sha256/g)).toHaveLength(1);
  });
});
