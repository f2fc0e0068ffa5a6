// CSV in and out of the console, on Papa Parse (quoting, line breaks in cells, a UTF-8 BOM). Excel in
// locales with a decimal comma writes semicolons between cells, sometimes after a "sep=;" line: the
// delimiter is read from the header line (column names hold no commas, semicolons or tabs), never
// guessed from the data, where a semicolon inside a cell could mislead a guess. Files we write start
// with a BOM so that Excel opens them as UTF-8 (names such as "Technische Universität München").
import Papa from 'papaparse';

export type CsvTable = { columns: string[]; rows: Record<string, string>[] };

/** Items inside one cell (a programme's languages): "en; de". */
const LIST_SEPARATOR = ';';

const BOM = '\ufeff';
const DELIMITERS = [',', ';', '\t'] as const;

function headerDelimiter(headerLine: string): string {
  const counts = DELIMITERS.map((d) => headerLine.split(d).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  return counts[best] ? (DELIMITERS[best] ?? ',') : ',';
}

/** The rows of a CSV text as objects keyed by the (trimmed) header names; blank lines are skipped. */
export function parseCsv(text: string): CsvTable {
  let body = text.startsWith(BOM) ? text.slice(1) : text;
  let delimiter: string | undefined;
  const hint = /^sep=(.)\r?\n/i.exec(body);
  if (hint) {
    delimiter = hint[1];
    body = body.slice(hint[0].length);
  }
  delimiter ??= headerDelimiter(body.split(/\r?\n/, 1)[0] ?? '');
  const parsed = Papa.parse<Record<string, string>>(body, {
    header: true,
    delimiter,
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  // A row that stops before the last column has those cells blank: the file has the columns.
  const blank = Object.fromEntries(columns.map((column) => [column, '']));
  return { columns, rows: parsed.data.map((row) => ({ ...blank, ...row })) };
}

/** A CSV text of `rows` with these columns, in this order; null and undefined are empty cells. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (Array.isArray(value)) return value.map(cell).join(`${LIST_SEPARATOR} `);
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  const data = rows.map((row) => columns.map((column) => cell(row[column])));
  return BOM + Papa.unparse({ fields: [...columns], data }, { newline: '\r\n' });
}

/** A cell holding a list → its items, trimmed, empty ones dropped. */
export const splitCell = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
