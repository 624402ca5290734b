import { describe, expect, it } from 'vitest';
import { installOffer, isIosSafari } from './install-offer.ts';

const BROWSER = { runsInstalled: false, dismissed: false, hasPrompt: false, iosSafari: false };

describe('installOffer', () => {
  it("offers the browser's prompt when it has one, and our how-to on iOS Safari", () => {
    expect(installOffer({ ...BROWSER, hasPrompt: true })).toBe('prompt');
    expect(installOffer({ ...BROWSER, iosSafari: true })).toBe('ios-how-to');
  });

  it('offers nothing where the browser cannot install, the app already runs, or the visitor said no', () => {
    expect(installOffer(BROWSER)).toBe('none');
    expect(installOffer({ ...BROWSER, hasPrompt: true, runsInstalled: true })).toBe('none');
    expect(installOffer({ ...BROWSER, iosSafari: true, runsInstalled: true })).toBe('none');
    expect(installOffer({ ...BROWSER, hasPrompt: true, dismissed: true })).toBe('none');
  });
});

describe('isIosSafari', () => {
  const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

  it('knows Safari on an iPhone, and on an iPad that presents itself as a Mac', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(MAC_SAFARI, 5)).toBe(true);
  });

  it('leaves out a Mac, Chrome on iOS and desktop Chromium', () => {
    expect(isIosSafari(MAC_SAFARI, 0)).toBe(false);
    expect(isIosSafari(IPHONE_SAFARI.replace('Version/18.0', 'CriOS/140.0'), 5)).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36', 0)).toBe(false);
  });
});
