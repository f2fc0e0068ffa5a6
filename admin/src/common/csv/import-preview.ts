// The import's preview: each CSV row checked by the form's schema in the browser, rows repeating a key
// refused, then the remaining rows tried by the database (rpc/import_rows, nothing written) for its
// own constraints. Pure apart from the `tryRows` call, and unit-tested in import-preview.test.ts.
import type { DatabaseAnswer } from '../../providers/types.ts';
import type { CsvTable } from './csv.ts';
import { cellsToInput, csvColumnOf, type ImportSpec } from './import-specs.ts';

export type RowProblem = { column: string | null; message: string };

export type PreviewRow = {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  line: number;
  /** The key's values, to recognise the row ("example-university"). */
  label: string;
  /** What confirming would do with it; null while it has problems. */
  action: 'insert' | 'update' | null;
  problems: RowProblem[];
  /** The row as the database receives it (the schema's output); null when the schema refused it. */
  values: Record<string, unknown> | null;
};

export type Preview = { rows: PreviewRow[]; ignoredColumns: string[]; missingColumns: string[] };

/** The browser's half: schema, duplicate keys, unknown columns. */
export function checkRows(spec: ImportSpec, table: CsvTable): Preview {
  const known = new Set(spec.columns);
  const seen = new Map<string, number>();
  const rows = table.rows.map((cells, index): PreviewRow => {
    const line = index + 2;
    const { input, problems: cellProblems, absentFigures } = cellsToInput(spec, cells);
    const parsed = spec.schema.safeParse(input);
    const label =
      spec.key
        .map((column) => cells[column]?.trim() ?? '')
        .filter(Boolean)
        .join(' / ') || `row ${line}`;
    const problems: RowProblem[] = [
      ...cellProblems,
      ...(parsed.error?.issues ?? [])
        .map((issue) => ({ column: csvColumnOf(spec, issue.path), message: issue.message }))
        // A cell the file could not read is named once, not again by the schema.
        .filter((problem) => !cellProblems.some((cell) => cell.column === problem.column)),
    ];
    if (!parsed.success || problems.length) return { line, label, action: null, problems, values: null };
    const keyValues = spec.key.map((column) => parsed.data[column]);
    if (keyValues.every((value) => value !== undefined && value !== null && value !== '')) {
      const key = JSON.stringify(keyValues);
      const first = seen.get(key);
      if (first !== undefined) {
        const column = spec.key[spec.key.length - 1] ?? null;
        const message = `Same ${spec.key.join(' and ')} as row ${first}: each row must be a different one.`;
        return { line, label, action: null, problems: [{ column, message }], values: null };
      }
      seen.set(key, line);
    }
    // A figure the file has no column of stays as stored (an insert gets "not checked yet").
    const values = Object.fromEntries(
      Object.entries(parsed.data).filter(([column]) => !absentFigures.includes(column)),
    );
    return { line, label, action: null, problems: [], values };
  });
  return {
    rows,
    ignoredColumns: table.columns.filter((column) => !known.has(column)),
    missingColumns: spec.key.filter((column) => !table.columns.includes(column)),
  };
}

/** The rows the browser accepted, to send to the database. */
export const rowsToSend = (preview: Preview) => preview.rows.filter((row) => row.values !== null);

/** The database's half merged in: its action or its refusal for each row sent. */
export function withDatabaseAnswer(preview: Preview, answer: DatabaseAnswer): Preview {
  const sent = rowsToSend(preview);
  const byRow = new Map(answer.map((entry) => [sent[entry.index], entry]));
  return {
    ...preview,
    rows: preview.rows.map((row) => {
      const entry = byRow.get(row);
      if (!entry) return row;
      if (entry.error) return { ...row, problems: [{ column: entry.column ?? null, message: entry.error }] };
      return { ...row, action: entry.action ?? null };
    }),
  };
}

export const summary = (preview: Preview) => ({
  inserts: preview.rows.filter((row) => row.action === 'insert').length,
  updates: preview.rows.filter((row) => row.action === 'update').length,
  failing: preview.rows.filter((row) => row.problems.length > 0).length,
});
