/**
 * What a scenario may do with a browser, whatever drives it: the few things a visitor does
 * (open, click, press a key, resize) and what a test reads (evaluate, screenshot). Two drivers
 * implement it: WebKit over WebDriver classic (webkit-driver.ts), Firefox over WebDriver BiDi
 * with puppeteer-core (firefox-driver.ts). Scenarios find elements with CSS selectors and read
 * the page with `evaluate`, so both drivers stay a few lines per command.
 */
import type { EngineName } from '../../../scripts/browsers/find-engines.ts';

export type { EngineName };

/** A function run in the page; its arguments and result must be JSON. Async functions are awaited. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The layout viewport's size in CSS px (window.innerWidth × innerHeight). */
  setViewport(width: number, height: number): Promise<void>;
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** A real click (the driver's own, trusted input) in the middle of the first match. */
  click(selector: string): Promise<void>;
  /** Types `text` into the first match, key by key, as a visitor does. */
  type(selector: string, text: string): Promise<void>;
  /** A real key press sent to the focused element. */
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /** A real mouse wheel turn with the pointer near the top middle of the viewport (over the fixed header). */
  wheel(deltaY: number): Promise<void>;
  /** Console errors and uncaught exceptions since the page opened, where the protocol reports them (Firefox; none over WebDriver classic). */
  consoleErrors(): string[];
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PageOptions {
  /** Overrides the browser's user agent (an iPhone Safari one for the install how-to). */
  userAgent?: string;
  /** Runs in every document before its own scripts, where the driver can (Firefox); WebKit over WebDriver classic cannot. */
  preload?: () => void;
}

/** One running browser: each page is a fresh, isolated visitor (no storage, no service worker). */
export interface Engine {
  readonly name: EngineName;
  newPage(options?: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}
