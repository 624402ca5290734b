// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setThemeBeforePaint, startThemeSwitch } from './theme-switch.ts';

let prefersDark = false;
let stop: (() => void) | undefined;

beforeEach(() => {
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
  document.body.innerHTML = '<header><button data-theme-toggle aria-pressed="false">Theme</button></header>';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  localStorage.clear();
  window.matchMedia = vi.fn().mockImplementation(() => ({ matches: prefersDark, addEventListener: () => {}, removeEventListener: () => {} }));
});

afterEach(() => {
  stop?.();
  prefersDark = false;
});

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
const toggle = () => document.querySelector<HTMLButtonElement>('[data-theme-toggle]')!;

describe('the theme switch', () => {
  it('starts from the system preference when nothing is saved (spec 4)', () => {
    prefersDark = true;
    setThemeBeforePaint();
    expect(scheme()).toBe('dark');
    stop = startThemeSwitch();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
  });

  it('prefers the saved choice, and the toggle flips, saves and announces it, the title bar following', () => {
    localStorage.setItem('theme', 'light');
    prefersDark = true;
    setThemeBeforePaint();
    stop = startThemeSwitch();
    expect(scheme()).toBe('light');
    toggle().click();
    expect(scheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('meta[name="theme-color"]')!.getAttribute('content')).not.toBe('#ffffff');
  });
});
