// What a "Suggest a correction" link points to (lib/figure-facts.ts suggestPath writes it): a figure
// column of a table that holds figures, and a row of it. Anything else in the URL is not trusted.
import { FIGURE_COLUMNS, type FigureKind, type FigureTable } from '@app/shared/figures';

export type SuggestionTarget = { table: FigureTable; id: number; figure: string; label: string; kind: FigureKind };

export function parseSuggestionTarget(search: string): SuggestionTarget | null {
  const params = new URLSearchParams(search);
  const table = params.get('table') ?? '';
  const figure = params.get('figure') ?? '';
  const id = Number(params.get('id'));
  if (!Object.hasOwn(FIGURE_COLUMNS, table) || !Number.isSafeInteger(id) || id <= 0) return null;
  const columns: Record<string, { label: string; kind: FigureKind }> = FIGURE_COLUMNS[table as FigureTable];
  const column = Object.hasOwn(columns, figure) ? columns[figure] : undefined;
  if (!column) return null;
  return { table: table as FigureTable, id, figure, label: column.label, kind: column.kind };
}

/** The columns that name the row a figure belongs to, and the figure itself, for one read. */
export function subjectSelect({ table, figure }: SuggestionTarget): string {
  if (table === 'programs') return `name,${figure},university:universities_data(university_name)`;
  if (table === 'universities_data') return `university_name,${figure}`;
  return `name,${figure}`;
}

type SubjectRow = { name?: string; university_name?: string; university?: { university_name: string } | null };

/** "Aerospace (M.Sc.), Technical University of Munich", "Munich", "Germany". */
export function subjectName(row: SubjectRow): string {
  return [row.name ?? row.university_name, row.university?.university_name].filter(Boolean).join(', ');
}
