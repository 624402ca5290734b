// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenNothingUnsent } from './unsent-text.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the reload after an accepted update', () => {
  it('never reloads a page whose form holds unsent text; it reloads once the form is sent or emptied', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<form><input name="name" value=""><textarea name="message"></textarea></form>';
    const message = document.querySelector('textarea')!;
    message.value = 'A new message, half typed';
    const reload = vi.fn();
    reloadWhenNothingUnsent(reload);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(reload).not.toHaveBeenCalled();
    message.value = '';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when nothing is typed', () => {
    document.body.innerHTML = '<form><input name="name" value=""></form>';
    const reload = vi.fn();
    reloadWhenNothingUnsent(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
