import { afterEach, describe, expect, it, vi } from 'vitest';
import { countUrl, referringSite, sendCount } from './count-request.ts';

const ENDPOINT = 'https://avery.goatcounter.com/count';
const random = () => 0.123456789;

describe('countUrl: GoatCounter\'s documented /count request', () => {
  it('counts a view by the page\'s path, with the site the visitor came from', () => {
    expect(countUrl(ENDPOINT, { view: '/fr/', referrer: 'https://www.linkedin.com' }, random)).toBe(
      'https://avery.goatcounter.com/count?p=%2Ffr%2F&r=https%3A%2F%2Fwww.linkedin.com&rnd=4fzzz',
    );
    expect(countUrl(ENDPOINT, { view: '/' }, random)).toBe('https://avery.goatcounter.com/count?p=%2F&rnd=4fzzz');
  });

  it('counts an event by its name, flagged e=true', () => {
    expect(countUrl(ENDPOINT, { event: 'resume-downloaded-fr' }, random)).toBe('https://avery.goatcounter.com/count?p=resume-downloaded-fr&e=true&rnd=4fzzz');
  });

  it('sends nothing else: no title, screen size, bot flag or query', () => {
    const names = [...new URL(countUrl(ENDPOINT, { view: '/', referrer: 'https://example.org' })).searchParams.keys()];
    expect(names).toEqual(['p', 'r', 'rnd']);
  });
});

describe('referringSite', () => {
  it('is the other site\'s origin, never its path', () => {
    expect(referringSite('https://www.linkedin.com/feed/update/123?x=1', 'https://avery.example')).toBe('https://www.linkedin.com');
  });
  it('is nothing for no referrer or one of the site\'s own pages', () => {
    expect(referringSite('', 'https://avery.example')).toBeUndefined();
    expect(referringSite('https://avery.example/fr/', 'https://avery.example')).toBeUndefined();
  });
});

describe('sendCount', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('loads the address once as an image that sends no Referer', () => {
    const images: { src?: string; referrerPolicy?: string }[] = [];
    vi.stubGlobal('Image', function Image(this: object) {
      images.push(this);
    });
    sendCount('https://avery.goatcounter.com/count?p=%2F&rnd=abcde');
    expect(images).toEqual([{ referrerPolicy: 'no-referrer', src: 'https://avery.goatcounter.com/count?p=%2F&rnd=abcde' }]);
  });
});
