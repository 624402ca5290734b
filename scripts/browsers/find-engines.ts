/**
 * Where the engine stage's two other browsers are on this machine (WebKit and Firefox), and,
 * where one is missing, the one command that adds it here. The engine stage (tests/engines)
 * and `pretest` (install-test-browsers.ts) both ask this module, so they never disagree.
 * An explicit *_PATH that points at nothing counts as "not here": that is how a run hides
 * an engine on purpose (`FIREFOX_PATH=/nowhere`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian and Ubuntu get apt-get; every other system gets its own advice. */
export type HostSystem = 'debian' | 'linux' | 'macos' | 'windows';

export type EngineName = 'webkit' | 'firefox';

/** A browser that is not here: why, and the one command that adds it (null where none can). */
export interface MissingEngine {
  engine: EngineName;
  why: string;
  add: string | null;
}

export interface FoundFirefox {
  executablePath: string;
}

/** WebKitGTK's MiniBrowser driven by WebKitWebDriver (Linux). */
export interface FoundWebKit {
  miniBrowser: string;
  driver: string;
}

export type Finding<T> = { found: T } | { missing: MissingEngine };

/** `ID=debian` / `ID_LIKE="ubuntu debian"` in /etc/os-release. */
export function isDebianLike(osRelease: string): boolean {
  const ids = [...osRelease.matchAll(/^(?:ID|ID_LIKE)=("?)([^"\n]*)\1$/gm)].flatMap((match) => match[2]!.split(/\s+/));
  return ids.some((id) => id === 'debian' || id === 'ubuntu');
}

export function hostSystem(platform: NodeJS.Platform = process.platform, osReleaseFile = '/etc/os-release'): HostSystem {
  if (platform === 'darwin') return 'macos';
  if (platform === 'win32') return 'windows';
  return existsSync(osReleaseFile) && isDebianLike(readFileSync(osReleaseFile, 'utf8')) ? 'debian' : 'linux';
}

/** The first of `names` found in a folder of PATH (with `.exe` on Windows). */
export function onPath(names: string[], env: NodeJS.ProcessEnv = process.env, system: HostSystem = hostSystem()): string | null {
  const folders = (env.PATH ?? env.Path ?? '').split(delimiter).filter(Boolean);
  const files = system === 'windows' ? names.map((name) => `${name}.exe`) : names;
  return files.flatMap((name) => folders.map((folder) => join(folder, name))).find((path) => existsSync(path)) ?? null;
}

/** A path the owner set: there, or the reason it is not used. */
function fromSetting(name: string, env: NodeJS.ProcessEnv): { path: string } | { why: string } | null {
  const value = env[name]?.trim();
  if (!value) return null;
  return existsSync(value) ? { path: value } : { why: `${name} is ${value}, and no file is there` };
}

const FIREFOX_ADD: Record<HostSystem, string> = {
  debian: 'sudo apt-get install -y firefox-esr',
  linux: "install Firefox with your system's package manager, or set FIREFOX_PATH",
  macos: 'brew install --cask firefox',
  windows: 'winget install Mozilla.Firefox',
};

const FIREFOX_APPS: Partial<Record<HostSystem, string[]>> = {
  macos: ['/Applications/Firefox.app/Contents/MacOS/firefox'],
  windows: ['C:\\Program Files\\Mozilla Firefox\\firefox.exe', 'C:\\Program Files (x86)\\Mozilla Firefox\\firefox.exe'],
};

/** FIREFOX_PATH, else `firefox-esr`/`firefox` on PATH, else the usual install folder (macOS, Windows). */
export function findFirefox(env: NodeJS.ProcessEnv = process.env, system: HostSystem = hostSystem()): Finding<FoundFirefox> {
  const missing = (why: string): Finding<FoundFirefox> => ({ missing: { engine: 'firefox', why, add: FIREFOX_ADD[system] } });
  const set = fromSetting('FIREFOX_PATH', env);
  if (set) return 'path' in set ? { found: { executablePath: set.path } } : missing(set.why);
  const path = onPath(['firefox-esr', 'firefox'], env, system) ?? (FIREFOX_APPS[system] ?? []).find((app) => existsSync(app));
  return path ? { found: { executablePath: path } } : missing('no Firefox found');
}

const MINIBROWSERS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
];

/**
 * WebKitGTK (Linux): WEBKIT_MINIBROWSER_PATH or Debian's MiniBrowser, WebKitWebDriver on PATH,
 * and a display (DISPLAY, or Xvfb to start one). macOS and Windows are told why not: Safari's
 * safaridriver cannot give each page a fresh store and user agent as the scenarios need
 * (docs/decisions/006-every-engine.md), and Windows has no WebKit browser at all.
 */
export function findWebKit(env: NodeJS.ProcessEnv = process.env, system: HostSystem = hostSystem()): Finding<FoundWebKit> {
  const missing = (why: string, add: string | null): Finding<FoundWebKit> => ({ missing: { engine: 'webkit', why, add } });
  if (system === 'macos') return missing("Safari's safaridriver is not driven by the scenarios; WebKit runs on Linux (CI)", null);
  if (system === 'windows') return missing('no WebKit browser runs on Windows; WebKit runs on Linux (CI)', null);
  const add = system === 'debian' ? 'sudo apt-get install -y webkit2gtk-driver xvfb' : "install WebKitGTK's webkit2gtk-driver (WebKitWebDriver, MiniBrowser) and Xvfb with your system's package manager";
  const set = fromSetting('WEBKIT_MINIBROWSER_PATH', env);
  if (set && 'why' in set) return missing(set.why, add);
  const miniBrowser = set?.path ?? MINIBROWSERS.find((candidate) => existsSync(candidate));
  if (!miniBrowser) return missing("no WebKitGTK MiniBrowser found", add);
  const driver = onPath(['WebKitWebDriver'], env, system);
  if (!driver) return missing('no WebKitWebDriver on PATH', add);
  if (!env.DISPLAY && !onPath(['Xvfb'], env, system)) return missing('no display (DISPLAY) and no Xvfb on PATH to start one', add);
  return { found: { miniBrowser, driver } };
}


/** `CI` set to anything but "" / "0" / "false": nothing may be skipped there. */
export const isCi = (env: NodeJS.ProcessEnv = process.env): boolean => !!env.CI && !['0', 'false'].includes(env.CI.toLowerCase());
