// The suggestions list's `figureTargets` option (figureReview.ts): what each suggestion is about and its
// figure as stored now, read live from the figure's table, one request per table on the page. Loaded
// with the first such list, not with the console.
import { FIGURE_COLUMNS, type Figure, type FigureTable } from '@app/shared/figures';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { RaRecord } from 'react-admin';
import type { FigureTarget } from './types.ts';

type Suggestion = RaRecord & { table_name: string; row_id: number; figure: string };
type Row = Record<string, unknown> & { id: number };

/** The columns that name a row, per table (embeds through the tables' foreign keys). */
const NAME_COLUMNS: Record<FigureTable, string> = {
  programs: 'name,level,university_id,universities_data(university_name)',
  universities_data: 'university_name,country',
  cities: 'name,countries(name)',
  countries: 'name',
  scholarships: 'name',
};

const isFigureTable = (table: string): table is FigureTable => Object.hasOwn(FIGURE_COLUMNS, table);

/** Per table: the ids and the figure columns the suggestions name (only real figure columns). */
export function targetReads(
  suggestions: readonly Suggestion[],
): Map<FigureTable, { ids: number[]; figures: string[] }> {
  const reads = new Map<FigureTable, { ids: number[]; figures: string[] }>();
  for (const { table_name: table, row_id, figure } of suggestions) {
    if (!isFigureTable(table) || !Object.hasOwn(FIGURE_COLUMNS[table], figure)) continue;
    const read = reads.get(table) ?? { ids: [], figures: [] };
    if (!read.ids.includes(row_id)) read.ids.push(row_id);
    if (!read.figures.includes(figure)) read.figures.push(figure);
    reads.set(table, read);
  }
  return reads;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const embedded = (value: unknown, column: string) => text((value as Record<string, unknown> | null)?.[column]);

/** A row read by targetReads' select, as the queue shows it. */
export function targetOf(table: FigureTable, row: Row, figure: string): FigureTarget {
  const current = (row[figure] as Figure | undefined) ?? null;
  if (table === 'programs') {
    const level = text(row.level);
    return {
      name: `${text(row.name) ?? `Programme ${row.id}`}${level ? `, ${level}` : ''}`,
      context: embedded(row.universities_data, 'university_name'),
      university_id: row.university_id as number,
      current,
    };
  }
  if (table === 'universities_data') {
    return { name: text(row.university_name) ?? '', context: text(row.country), university_id: row.id, current };
  }
  const context = table === 'cities' ? embedded(row.countries, 'name') : null;
  return { name: text(row.name) ?? '', context, university_id: null, current };
}

/** The suggestions with their `target`: a FigureTarget, or null when the row is gone. */
export async function withTargets(client: PostgrestClient, records: readonly RaRecord[]): Promise<RaRecord[]> {
  const suggestions = records as Suggestion[];
  const rowsByTable = new Map<string, Map<number, Row>>();
  await Promise.all(
    [...targetReads(suggestions)].map(async ([table, { ids, figures }]) => {
      const { data, error } = await client
        .from(table)
        .select(`id,${NAME_COLUMNS[table]},${figures.join(',')}`)
        .in('id', ids);
      if (error) throw error;
      rowsByTable.set(table, new Map((data as unknown as Row[]).map((row) => [row.id, row])));
    }),
  );
  return suggestions.map((suggestion) => {
    const row = rowsByTable.get(suggestion.table_name)?.get(suggestion.row_id);
    const target = row ? targetOf(suggestion.table_name as FigureTable, row, suggestion.figure) : null;
    return { ...suggestion, target };
  });
}
