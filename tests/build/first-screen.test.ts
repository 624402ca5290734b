/**
 * Each page's first screen in TCP's first flight, as the build wrote it (`npm run build` first):
 * everything before the page's first-screen mark (its head, the CSS and the script the first
 * paint needs, the header and the first section) is 14,000 bytes or less once gzipped, the
 * 14,600 bytes of ten TCP segments less room for the response's headers. After the mark come
 * what waits for the first paint, the script for the rest of the page, and the link to the
 * whole CSS, which the service worker precaches. Every page the build wrote, in every language,
 * a case study's too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precachedUrls } from '../support/checkout-copy.ts';

const DIST = 'dist';
const FIRST_FLIGHT_BYTES = 14_000;
const MARK = '<template data-first-screen-end=""></template>';

const pages = (readdirSync(DIST, { recursive: true }) as string[]).filter((file) => /(^|\/)index\.html$/.test(file)).sort();
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

describe.each(pages)('%s', (file) => {
  const page = read(file);
  const head = page.slice(0, page.indexOf('</head>'));

  it(`arrives with its first screen in the first ${FIRST_FLIGHT_BYTES} bytes, gzipped`, () => {
    expect(page.split(MARK)).toHaveLength(2);
    const bytes = gzipSync(page.slice(0, page.indexOf(MARK)), { level: 9 }).length;
    expect(bytes, `${file}: the first screen is ${bytes} bytes, ${bytes - FIRST_FLIGHT_BYTES} over`).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
  });

  it('styles its first screen from one <style> in its head, and links the whole CSS right after the first screen, precached', () => {
    expect(head.match(/<style\b/g)).toHaveLength(1);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const after = page.slice(page.indexOf(MARK) + MARK.length);
    const [, held, href] = /^(<template data-after-first-paint>[\s\S]*?<\/template>)<script>[\s\S]+?<\/script><link rel="stylesheet" href="([^"]+)" fetchpriority="low">/.exec(after) ?? [];
    expect(held, 'the module and manifest wait for the first paint, before the script that releases them').toBeDefined();
    const whole = read(href!.replace(/^.*?assets\//, 'assets/'));
    const firstScreen = /<style>([\s\S]*?)<\/style>/.exec(head)![1]!;
    expect(whole.length).toBeGreaterThan(firstScreen.length * 2);
    expect(precachedUrls(read('service-worker.js'))).toContain(href!.replace(/^.*?assets\//, 'assets/'));
  });
});
