// What the suggestions queue works out about a suggestion: which figure it names, where that figure is
// edited, and what the Accept form starts from. Pure, unit-tested in review.test.ts.
import { FIGURE_COLUMNS, type Figure, type FigureKind } from '@app/shared/figures';
import type { FigureTarget } from '../../providers/types.ts';

export type Suggestion = {
  id: number;
  table_name: string;
  row_id: number;
  figure: string;
  suggested_value: string;
  source_url: string;
  note: string | null;
  status: 'pending' | 'accepted' | 'rejected';
  reject_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  /** Read live with the list (the data provider's figureTargets); null when the row is gone. */
  target?: FigureTarget | null;
};

/** The figure's kind and the words the site and console use for it; null for a column not known here. */
export function figureInfo(table: string, figure: string): { kind: FigureKind; label: string } | null {
  const columns = (FIGURE_COLUMNS as Record<string, Record<string, { kind: FigureKind; label: string }>>)[table];
  return columns && Object.hasOwn(columns, figure) ? (columns[figure] ?? null) : null;
}

/** The console address whose dialog edits the figure: a programme's is its university's. */
export function editPathOf(suggestion: Pick<Suggestion, 'table_name' | 'row_id' | 'target'>): string | null {
  const { table_name: table, row_id, target } = suggestion;
  if (table === 'programs') return target?.university_id ? `/universities/${target.university_id}` : null;
  if (table === 'universities_data') return `/universities/${row_id}`;
  if (table === 'cities' || table === 'countries') return `/${table}/${row_id}`;
  return null;
}

/**
 * The Accept form's figure: the stored one (staff check it against the page the visitor sent), with that
 * page as its source and today as the day checked; a figure nobody checked yet starts as Known. A single
 * amount leaves "Up to" blank, so that typing the new amount is enough (blank means one amount).
 */
export function acceptDefaults(current: Figure | null | undefined, sourceUrl: string, today: string) {
  const start = current && current.state !== 'unchecked' ? current : { state: 'known' as const, note: current?.note };
  const single = 'low_cents' in start && start.high_cents === start.low_cents;
  return { ...start, ...(single ? { high_cents: null } : {}), source_url: sourceUrl, checked_on: today };
}
