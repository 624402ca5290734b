import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skipLine } from '../../tests/engines/engines-present.ts';
import { findFirefox, findWebKit, isCi, isDebianLike } from './find-engines.ts';
import { tempFolder } from '../../tests/support/temp-folder.ts';

/** A folder holding empty files by these names, to stand for a PATH entry or an install. */
function folderWith(...names: string[]): string {
  const dir = tempFolder('find-engines-');
  for (const name of names) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), '');
  }
  return dir;
}

describe('which system pretest may use apt-get on', () => {
  it('is Debian or Ubuntu, or a system built on them, by /etc/os-release', () => {
    expect(isDebianLike('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n')).toBe(true);
    expect(isDebianLike('ID=ubuntu\nID_LIKE=debian\n')).toBe(true);
    expect(isDebianLike('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(true);
    expect(isDebianLike('ID="fedora"\n')).toBe(false);
    expect(isDebianLike('ID=arch\nID_LIKE=archlinux\n')).toBe(false);
  });
});

describe('finding Firefox', () => {
  it('takes firefox-esr or firefox from PATH', () => {
    const bin = folderWith('firefox');
    expect(findFirefox({ PATH: bin }, 'linux')).toEqual({ found: { executablePath: join(bin, 'firefox') } });
  });

  it('treats a FIREFOX_PATH with nothing there as missing, and names the command that adds it here', () => {
    const bin = folderWith('firefox-esr');
    const finding = findFirefox({ FIREFOX_PATH: '/nowhere/firefox', PATH: bin }, 'debian');
    expect(finding).toEqual({ missing: { engine: 'firefox', why: expect.stringContaining('/nowhere/firefox'), add: 'sudo apt-get install -y firefox-esr' } });
  });

  it('says how to add it on a Mac and on Windows', () => {
    expect(findFirefox({ PATH: '' }, 'macos')).toMatchObject({ missing: { add: 'brew install --cask firefox' } });
    expect(findFirefox({ PATH: '' }, 'windows')).toMatchObject({ missing: { add: 'winget install Mozilla.Firefox' } });
  });
});

describe('finding WebKit', () => {
  it('needs the MiniBrowser, WebKitWebDriver on PATH and a display', () => {
    const install = folderWith('MiniBrowser', 'bin/WebKitWebDriver', 'bin/Xvfb');
    const env = { WEBKIT_MINIBROWSER_PATH: join(install, 'MiniBrowser'), PATH: join(install, 'bin') };
    expect(findWebKit(env, 'debian')).toEqual({ found: { miniBrowser: join(install, 'MiniBrowser'), driver: join(install, 'bin', 'WebKitWebDriver') } });
    expect(findWebKit({ ...env, PATH: folderWith('Xvfb') }, 'debian')).toMatchObject({ missing: { why: 'no WebKitWebDriver on PATH' } });
    expect(findWebKit({ ...env, PATH: folderWith('WebKitWebDriver') }, 'debian')).toMatchObject({ missing: { engine: 'webkit' } });
    expect(findWebKit({ ...env, PATH: folderWith('WebKitWebDriver'), DISPLAY: ':0' }, 'debian')).toHaveProperty('found');
  });

  it('is missing with the Debian packages to add when WEBKIT_MINIBROWSER_PATH points nowhere', () => {
    expect(findWebKit({ WEBKIT_MINIBROWSER_PATH: '/nowhere', PATH: '' }, 'debian')).toEqual({
      missing: { engine: 'webkit', why: expect.stringContaining('/nowhere'), add: 'sudo apt-get install -y webkit2gtk-driver xvfb' },
    });
  });

  it('is skipped on a Mac and on Windows with nothing to install', () => {
    expect(findWebKit({}, 'macos')).toMatchObject({ missing: { engine: 'webkit', add: null } });
    expect(findWebKit({}, 'windows')).toMatchObject({ missing: { engine: 'webkit', add: null } });
  });
});

describe('the skip line', () => {
  it('is one line: the engine skipped, why, and the command that adds it', () => {
    const line = skipLine({ engine: 'firefox', why: 'no Firefox found', add: 'brew install --cask firefox' });
    expect(line).toBe('engines: firefox skipped (no Firefox found). Add it: brew install --cask firefox');
    expect(skipLine({ engine: 'webkit', why: 'no WebKit browser runs on Windows', add: null })).not.toContain('\n');
  });
});

describe('CI', () => {
  it('is set by any value but an empty one, 0 or false', () => {
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({})).toBe(false);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
  });
});
