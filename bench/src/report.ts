// One plain-text table of every figure, and the goals each is held to.

export type Cell = string | number | null | undefined;

export function table(title: string, header: string[], rows: Cell[][]): string {
  const text = (cell: Cell) => (cell === null || cell === undefined ? '–' : String(cell));
  const all = [header, ...rows.map((row) => row.map(text))];
  const widths = header.map((_, c) => Math.max(...all.map((row) => (row[c] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  return [`\n${title}`, line(header), line(widths.map((w) => '-'.repeat(w))), ...all.slice(1).map(line)].join('\n');
}

export const kb = (bytes: number | undefined) => (bytes === undefined ? undefined : (bytes / 1024).toFixed(1));
export const fixed = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? undefined : value.toFixed(digits);
