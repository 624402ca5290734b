/**
 * What to fix, read from a Lighthouse report: every scored audit that falls short in
 * accessibility, best practices and SEO (with the elements or URLs it names), and for
 * performance the opportunities and diagnostics that fail, largest estimated saving first.
 */
import type { Result } from 'lighthouse';
import { CATEGORIES } from './lighthouse-figures.ts';

type Audit = Result['audits'][string];

const SKIPPED_MODES = new Set(['notApplicable', 'manual', 'informative']);
const MAX_ITEMS = 4;

function failing(audit: Audit | undefined): audit is Audit {
  if (!audit || SKIPPED_MODES.has(audit.scoreDisplayMode)) return false;
  return audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 0.9);
}

type Item = Record<string, unknown>;
interface NodeValue {
  selector?: string;
  nodeLabel?: string;
  explanation?: string;
}

const NAME_KEYS = ['url', 'scriptUrl', 'source', 'groupLabel', 'phase', 'statistic', 'label'];
const MS_KEYS = ['wastedMs', 'total', 'duration', 'timing'];

/** The rows of a table, or of every table in a list (the LCP element audit has two). */
function rowsOf(details: unknown): Item[] {
  const { type, items } = (details ?? {}) as { type?: string; items?: Item[] };
  if (!items) return [];
  return type === 'list' ? items.flatMap((table) => rowsOf(table)) : items;
}

/** One row as short text: the element or URL it names, its cost, and why it fails. */
function describe(item: Item): string {
  const node = item.node as NodeValue | undefined;
  const name = node
    ? `${node.selector ?? ''} “${(node.nodeLabel ?? '').slice(0, 60)}”`
    : String(NAME_KEYS.map((key) => item[key]).find((value) => typeof value === 'string') ?? '');
  const costs = [
    typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB` : '',
    ...MS_KEYS.map((key) => (typeof item[key] === 'number' ? `${Math.round(item[key] as number)} ms` : '')),
    typeof item.percent === 'string' ? item.percent : '',
  ].filter(Boolean);
  const subItemError = ((item.subItems as { items?: Item[] } | undefined)?.items?.[0]?.error as string | undefined) ?? '';
  const why = (node?.explanation?.split('\n')[1]?.trim() ?? subItemError).slice(0, 160);
  return [name, costs.join(', '), why].filter(Boolean).join(' — ');
}

/** A few of the audit's rows, then how many more there are. */
function itemLines(audit: Audit): string[] {
  const rows = rowsOf(audit.details).map(describe).filter(Boolean);
  const shown = rows.slice(0, MAX_ITEMS).map((row) => `      - ${row}`);
  return rows.length > MAX_ITEMS ? [...shown, `      - … ${rows.length - MAX_ITEMS} more`] : shown;
}

function savings(audit: Audit): number {
  return Object.values(audit.metricSavings ?? {}).reduce((sum: number, value) => sum + (value ?? 0), 0);
}

export function listFindings(lhr: Result): string[] {
  const lines: string[] = [];
  for (const categoryId of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    const refs = category.auditRefs.filter((ref) => ref.group !== 'hidden' && ref.group !== 'metrics' && failing(lhr.audits[ref.id]));
    if (categoryId === 'performance') refs.sort((a, b) => savings(lhr.audits[b.id]!) - savings(lhr.audits[a.id]!));
    for (const ref of refs) {
      const audit = lhr.audits[ref.id]!;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      // Performance opportunities all weigh 0; elsewhere a 0 weight means the score does not move.
      const weight = categoryId !== 'performance' && ref.weight === 0 ? ' [weight 0: not in the score]' : '';
      const error = audit.scoreDisplayMode === 'error' ? ` [audit error: ${audit.errorMessage ?? ''}]` : '';
      lines.push(`  ${categoryId} › ${audit.id}: ${audit.title}${value}${weight}${error}`);
      lines.push(...itemLines(audit));
    }
  }
  return lines;
}
