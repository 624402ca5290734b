/** The budget check (`--check`): which targets the tables miss, hard failures apart from warnings. */
import type { BenchTable } from './bench-rows.ts';

export interface BudgetOutcome {
  failures: string[];
  warnings: string[];
}

export function checkBudget(tables: BenchTable[]): BudgetOutcome {
  const outcome: BudgetOutcome = { failures: [], warnings: [] };
  for (const { title, rows } of tables) {
    for (const row of rows) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const verdict = row.verdicts[formFactor];
        const where = row.desktop === '–' ? '' : ` (${formFactor})`;
        const message = `${title}, ${row.label}${where}: ${row[formFactor]}, needs ${row.limits[formFactor]}`;
        if (verdict === 'fail') outcome.failures.push(message);
        if (verdict === 'warn') outcome.warnings.push(message);
      }
    }
  }
  return outcome;
}

/** Prints the outcome; returns the exit code the check should end with. */
export function reportBudget(outcome: BudgetOutcome): number {
  for (const warning of outcome.warnings) console.warn(`budget warning: ${warning}`);
  for (const failure of outcome.failures) console.error(`budget FAILED: ${failure}`);
  if (outcome.failures.length === 0) console.log('Budget check passed.');
  return outcome.failures.length === 0 ? 0 : 1;
}
