/**
 * The engine stage's first word (vitest globalSetup): one line per engine this machine lacks,
 * saying what it skips and the one command that adds it. Locally the stage then passes on what
 * it has; with CI set nothing may be skipped, so a missing engine fails the run here. Also the
 * line for a scenario this site cannot have (a second language's page on a one-language site),
 * which is no fault of the machine's.
 */
import { findFirefox, findWebKit, isCi, type MissingEngine } from '../../scripts/browsers/find-engines.ts';
import { secondLanguageSkip } from './second-language.ts';

/** The line the engine stage prints for an engine it skips. */
export const skipLine = ({ engine, why, add }: MissingEngine): string =>
  `engines: ${engine} skipped (${why}). ${add ? `Add it: ${add}` : 'Nothing to install here.'}`;

export default function enginesPresent(): void {
  const missing = [findWebKit(), findFirefox()].flatMap((finding) => ('missing' in finding ? [finding.missing] : []));
  for (const engine of missing) console.log(skipLine(engine));
  if (secondLanguageSkip) console.log(secondLanguageSkip);
  if (missing.length > 0 && isCi()) {
    throw new Error(`CI is set, so no engine may be skipped: ${missing.map(({ engine }) => engine).join(' and ')} missing (lines above).`);
  }
}
