import { describe, expect, it, vi } from 'vitest';
import { shareSite } from './share-site.ts';

const SHARE = { title: 'Robin Vale Portfolio', text: 'Engineering.', url: 'https://example.org/' };
const clipboard = (writeText = vi.fn(async () => {})) => ({ writeText }) as unknown as Clipboard;

describe('shareSite', () => {
  it('hands title, text and URL to the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    expect(await shareSite(SHARE, { share, clipboard: clipboard() })).toBe('shared');
    expect(share).toHaveBeenCalledWith(SHARE);
  });

  it('copies the link when there is no share sheet, or it fails', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareSite(SHARE, { share: undefined as never, clipboard: clipboard(writeText) })).toBe('copied');
    const failing = vi.fn(async () => Promise.reject(new DOMException('no target', 'NotAllowedError')));
    expect(await shareSite(SHARE, { share: failing, clipboard: clipboard(writeText) })).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledWith(SHARE.url);
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const writeText = vi.fn(async () => {});
    const cancelled = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await shareSite(SHARE, { share: cancelled, clipboard: clipboard(writeText) })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says so when neither works', async () => {
    const refused = vi.fn(async () => Promise.reject(new Error('denied')));
    expect(await shareSite(SHARE, { share: undefined as never, clipboard: clipboard(refused) })).toBe('unavailable');
  });
});
