/**
 * What counts as this machine's own address: the one rule behind two choices about visit counts.
 * A build whose site address is loopback is a local one (`npm start`, the tests) and never counts
 * (scripts/vite/visit-counter.ts); a counter endpoint may be plain `http:` only on loopback, where
 * nothing crosses a network (src/config/content-schema.ts).
 */

/** `localhost`, `*.localhost`, `127.0.0.0/8` and `::1`, as the URL parser writes a hostname. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}
