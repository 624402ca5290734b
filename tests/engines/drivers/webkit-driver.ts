/**
 * WebKit as Debian ships it: WebKitWebDriver (webkit2gtk-driver) drives WebKitGTK's MiniBrowser
 * over WebDriver classic. One driver process for the run; each page is a session of its own,
 * a fresh MiniBrowser whose automation data store is ephemeral, so no storage or service worker
 * leaks from one scenario into the next. WebDriver classic has no console: MiniBrowser
 * drops `--enable-write-console-messages-to-stdout` in automation mode, so the page's errors are
 * recorded in the page itself from its load on (visit.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FoundWebKit } from '../../../scripts/browsers/find-engines.ts';
import type { Engine, EnginePage, PageFunction, PageOptions } from './engine-page.ts';
import { ensureDisplay } from './virtual-display.ts';
import { WebDriverSession } from './webdriver-classic.ts';

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a phone. GTK reads a
 * user stylesheet from $XDG_CONFIG_HOME/gtk-3.0/gtk.css: this one lets the toolbar shrink to
 * nothing, so the window (and the page's viewport) can be 390 px. It styles the browser's
 * frame only, never the page.
 */
const SHRINKABLE_TOOLBAR_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

function gtkConfigHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'engines-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), SHRINKABLE_TOOLBAR_CSS);
  return home;
}

const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' } as const;

/** `found` as scripts/browsers/find-engines.ts found it. */
export async function launchWebKit(driverPort: number, { miniBrowser: binary, driver: driverPath }: FoundWebKit): Promise<Engine> {
  const display = await ensureDisplay();
  const configHome = gtkConfigHome();
  const driver = spawn(driverPath, [`--port=${driverPort}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display.display, XDG_CONFIG_HOME: configHome },
    stdio: 'ignore',
  });
  const driverUrl = `http://127.0.0.1:${driverPort}`;
  await new Promise<void>((resolve, reject) => {
    driver.once('error', (error) => reject(new Error(`Could not start WebKitWebDriver (apt-get install webkit2gtk-driver): ${error.message}`)));
    void (async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        if (await fetch(`${driverUrl}/status`).then((r) => r.ok, () => false)) return resolve();
        await sleep(100);
      }
      reject(new Error(`WebKitWebDriver did not answer on port ${driverPort}`));
    })();
  });
  const sessions = new Set<WebDriverSession>();

  return {
    name: 'webkit',
    async newPage(options: PageOptions = {}) {
      const args = ['--automation', ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : [])];
      const session = await WebDriverSession.create(driverUrl, { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args } });
      sessions.add(session);
      return webKitPage(session, () => sessions.delete(session));
    },
    async close() {
      await Promise.allSettled([...sessions].map((session) => session.delete()));
      driver.kill();
      await display.stop();
      rmSync(configHome, { recursive: true, force: true });
    },
  };
}

function webKitPage(session: WebDriverSession, forget: () => void): EnginePage {
  const evaluate = <A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A) =>
    session.execute<R>(`return (${fn.toString()}).apply(null, arguments);`, args);
  let wheelTurns = 0;
  return {
    engine: 'webkit',
    goto: (url) => session.navigate(url),
    reload: () => session.refresh(),
    async setViewport(width, height) {
      // The window's size includes MiniBrowser's own frame: resize, measure, make up for it.
      let rect = { width, height };
      for (let attempt = 0; attempt < 4; attempt++) {
        await session.setWindowRect(rect);
        await sleep(100);
        const [innerWidth, innerHeight] = await evaluate(() => [window.innerWidth, window.innerHeight]);
        if (innerWidth === width && innerHeight === height) return;
        rect = { width: rect.width + width - innerWidth!, height: rect.height + height - innerHeight! };
      }
      throw new Error(`MiniBrowser's viewport stays away from ${width}×${height}`);
    },
    evaluate,
    async click(selector) {
      // A visitor taps what is on screen: the target is brought to the screen's middle and left
      // there until it stops moving. Sections that skip their rendering take their real height
      // as they near the screen, and WebKit keeps no scroll anchor, so a target can move once
      // more after the scroll; WebDriver's own scroll-then-click would then find it gone.
      let last = Number.NaN;
      for (let attempt = 0; attempt < 20; attempt++) {
        const top = await evaluate((css) => {
          const element = document.querySelector(css)!;
          const box = element.getBoundingClientRect();
          if (box.bottom < 0 || box.top > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'instant' });
          return Math.round(element.getBoundingClientRect().top);
        }, selector);
        if (top === last) break;
        last = top;
        await sleep(100);
      }
      await session.clickElement(await session.findElement(selector));
    },
    async type(selector, text) {
      await session.sendKeys(await session.findElement(selector), text);
    },
    press: (key) =>
      session.performActions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: KEYS[key] }, { type: 'keyUp', value: KEYS[key] }] }]),
    async wheel(deltaY) {
      const [x, y] = await evaluate(() => [Math.round(window.innerWidth / 2), 32]);
      // WebKitWebDriver scrolls by the difference from the wheel's previous turn (two turns of
      // 400 scroll 400 in all; 800 then 400 scrolls back up): a fresh wheel source each time.
      wheelTurns += 1;
      await session.performActions([{ type: 'wheel', id: `wheel-${wheelTurns}`, actions: [{ type: 'scroll', x, y, deltaX: 0, deltaY, origin: 'viewport' }] }]);
    },
    consoleErrors: () => [],
    screenshot: () => session.screenshot(),
    async close() {
      forget();
      await session.delete();
    },
  };
}
