// public.catalogue_health()'s rows (one per country, table and figure) as the screen's matrix: a row per
// figure, grouped by table in the order the console lists them, a column per country, and each figure's
// total over all countries. Pure, unit-tested in matrix.test.ts.
import { FIGURE_COLUMNS } from '@app/shared/figures';
import type { HealthRow } from '../../providers/types.ts';

/** What a cell counts. */
export const MEASURES = {
  unchecked: 'Not checked yet',
  known: 'Known',
  confirmed_none: 'Confirmed none',
  stale: 'Older than 12 months',
} as const;
export type Measure = keyof typeof MEASURES;

/** `count` of `rows`: a stale count is out of the checked rows, the others out of all of them. */
export type Cell = { count: number; rows: number };
export type MatrixRow = { figure: string; label: string; cells: Record<string, Cell>; total: Cell };
export type MatrixGroup = { table: string; title: string; rows: MatrixRow[] };
export type Matrix = { countries: string[]; groups: MatrixGroup[] };

/** Rows without a country (a university with none set) come as this code. */
export const NO_COUNTRY = 'XX';

const TABLE_TITLES: Record<string, string> = {
  programs: 'Programmes',
  universities_data: 'Universities',
  cities: 'Cities',
  countries: 'Countries',
};

const FIGURE_LABELS = FIGURE_COLUMNS as Record<string, Record<string, { label: string }>>;

function cellOf(row: HealthRow, measure: Measure): Cell {
  const known = Number(row.known);
  const none = Number(row.confirmed_none);
  const rows = measure === 'stale' ? known + none : known + none + Number(row.unchecked);
  return { count: Number(row[measure]), rows };
}

/** Known tables and figures first, in the console's order; any the database adds later after them. */
const rank = (order: string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
const byRank = (order: string[]) => (a: string, b: string) => rank(order, a) - rank(order, b) || a.localeCompare(b);

export function buildMatrix(rows: readonly HealthRow[], measure: Measure, countryName: (code: string) => string) {
  const countries = [...new Set(rows.map((row) => row.country_code))].sort(
    (a, b) => Number(a === NO_COUNTRY) - Number(b === NO_COUNTRY) || countryName(a).localeCompare(countryName(b)),
  );
  const tables = [...new Set(rows.map((row) => row.table_name))].sort(byRank(Object.keys(TABLE_TITLES)));
  const groups: MatrixGroup[] = tables.map((table) => {
    const ofTable = rows.filter((row) => row.table_name === table);
    const figures = [...new Set(ofTable.map((row) => row.figure))].sort(
      byRank(Object.keys(FIGURE_LABELS[table] ?? {})),
    );
    return {
      table,
      title: TABLE_TITLES[table] ?? table,
      rows: figures.map((figure) => {
        const cells: Record<string, Cell> = {};
        const total: Cell = { count: 0, rows: 0 };
        for (const row of ofTable.filter((r) => r.figure === figure)) {
          const cell = cellOf(row, measure);
          cells[row.country_code] = cell;
          total.count += cell.count;
          total.rows += cell.rows;
        }
        return { figure, label: FIGURE_LABELS[table]?.[figure]?.label ?? figure, cells, total };
      }),
    };
  });
  return { countries, groups } satisfies Matrix;
}
