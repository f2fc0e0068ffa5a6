// How one audit entry reads to staff: the table's name as the console calls it, and each changed column
// as "column: old → new". Pure, unit-tested in changes.test.ts.

export type AuditChanges = Record<string, { old?: unknown; new?: unknown }>;

/** Long texts (a story, a description) are cut: the whole value is one click away in the record. */
const MAX_VALUE = 80;

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** One line per column, in the record's column order. */
export function describeChanges(action: string, changes: AuditChanges): string[] {
  return Object.entries(changes).map(([column, { old: before, new: after }]) => {
    if (action === 'insert') return `${column}: ${formatValue(after)}`;
    if (action === 'delete') return `${column}: was ${formatValue(before)}`;
    return `${column}: ${formatValue(before)} → ${formatValue(after)}`;
  });
}
