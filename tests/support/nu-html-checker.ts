/**
 * The W3C Nu HTML Checker (the `vnu-jar` package's vnu.jar) run over built pages. It needs a
 * Java runtime, 11 or newer: JAVA_HOME's, else the one on PATH (`npm test`'s pretest installs
 * Debian's default-jre-headless where there is none), else the one the package's install script
 * downloaded, where npm ran it. Nothing is downloaded here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** One message of the checker's JSON output (`--format json`). */
export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
}

/** The Java to run the checker with, or why there is none. */
export function findJava(): { java: string } | { missing: string } {
  const home = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : undefined;
  const { findCachedJava } = createRequire(import.meta.url)('vnu-jar/vnu-java-downloader.js') as { findCachedJava: () => string | null };
  const onPath = spawnSync('java', ['-version']).error === undefined;
  const java = home && existsSync(home) ? home : onPath ? 'java' : (findCachedJava() ?? 'java');
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { missing: `no Java runtime: \`${java} -version\` ${probe.error ? 'was not found' : `exited ${probe.status}`}` };
  // `openjdk version "17.0.15"`, or `"1.8.0_402"` for Java 8.
  const [, first, second] = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr) ?? [];
  const major = first === '1' ? Number(second) : Number(first);
  if (!(major >= 11)) return { missing: `Java ${major || '?'} at ${java}; the checker needs 11 or newer` };
  return { java };
}

/** Every message the checker gives for these files. */
export function runChecker(java: string, files: readonly string[]): CheckerMessage[] {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const run = spawnSync(java, ['-jar', jar, '--format', 'json', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  // Exit status 1 only says that there were errors; the JSON lists them.
  try {
    return (JSON.parse(run.stdout) as { messages: CheckerMessage[] }).messages;
  } catch {
    throw new Error(`The Nu HTML Checker gave no JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
}

/**
 * CSS the checker's parser has not caught up with but Chromium (and the other engines we test)
 * supports: container queries and text-box trimming. Named one by one, so a misspelt property
 * is still an error.
 */
const CSS_THE_CHECKER_LAGS = new Set(['@container', 'container', 'container-type', 'container-name', 'text-box', 'text-box-trim', 'text-box-edge']);

/**
 * Whether a message is the checker lagging behind browsers rather than a fault of the page: an
 * at-rule or property it does not know yet (listed above), or a custom property's value, which
 * it tries to parse as CSS although a custom property may hold any tokens.
 */
function isCheckerCssLag(message: string): boolean {
  const unknown = /^CSS: (?:Unrecognized at-rule “(@[\w-]+)”|“[\w-]+”: Property “([\w-]+)” doesn't exist\.)$/.exec(message);
  if (unknown) return CSS_THE_CHECKER_LAGS.has((unknown[1] ?? unknown[2])!);
  return /^CSS: “--[\w-]+”: Parse Error\.$/.test(message);
}

/** The messages that make a page invalid: errors (and failures to read a file), less the checker's CSS lag. */
export function pageErrors(messages: readonly CheckerMessage[]): CheckerMessage[] {
  return messages.filter((entry) => entry.type !== 'info' && !isCheckerCssLag(entry.message));
}
