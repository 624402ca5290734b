/** What an import prints: the problems (nothing written), or the level mapping, the files written and the checklist. */
import type { ImportOutcome } from './import-resume.ts';

/** `frenchFile`: the French resume given with `--fr`, if one was. */
export function reportLines(file: string, outcome: ImportOutcome, frenchFile?: string): string[] {
  if (!outcome.ok) {
    const problems = [...outcome.problems.map(({ path, message }) => `${path}: ${message}`), ...outcome.contentProblems];
    const french = frenchFile ?? 'the French resume';
    const what = {
      french: `${french} cannot be imported`,
      pair: `${file} and ${french} do not pair up, entry for entry`,
      resume: outcome.problems.length > 0 ? `${file} cannot be imported` : `${file} would make content the build refuses`,
    }[outcome.source];
    return [`import:resume: ${what}; nothing was written. ${problems.length} problem(s):`, ...problems.map((line) => `  ${line}`)];
  }
  const levels = outcome.levels.map(
    ({ written, level, guessed, skills }) =>
      `  ${written === undefined ? '(no level)' : JSON.stringify(written)} → ${level}${guessed ? ' (a guess: check it)' : ''}: ${skills.join(', ')}`,
  );
  const written =
    outcome.written.length === 0
      ? ['Nothing changed: the content files already hold this resume.']
      : [
          `Wrote ${outcome.written.map((name) => `src/content/${name}`).join(', ')}.`,
          outcome.backupDir ? `The files they replaced are in ${outcome.backupDir}/ (copy them back to undo).` : 'No backup was made (--force).',
        ];
  return [
    `import:resume: ${file}${frenchFile ? ` and ${frenchFile}` : ''} imported.`,
    ...(levels.length > 0 ? ['', 'Skill levels (as written → as the page shows them):', ...levels] : []),
    '',
    ...written,
    '',
    'Still to do (then run npm start to look at the page):',
    ...outcome.checklist.map((line) => `  [ ] ${line}`),
  ];
}
