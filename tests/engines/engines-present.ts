/**
 * The engine stage's first word (vitest globalSetup): one line per engine this machine lacks,
 * saying what it skips and the one command that adds it. Locally the stage then passes on what
 * it has; with CI set nothing may be skipped, so a missing engine fails the run here.
 */
import { findFirefox, findWebKit, isCi, skipLine } from '../../scripts/browsers/find-engines';

export default function enginesPresent(): void {
  const missing = [findWebKit(), findFirefox()].flatMap((finding) => ('missing' in finding ? [finding.missing] : []));
  for (const engine of missing) console.log(skipLine(engine));
  if (missing.length > 0 && isCi()) {
    throw new Error(`CI is set, so no engine may be skipped: ${missing.map(({ engine }) => engine).join(' and ')} missing (lines above).`);
  }
}
