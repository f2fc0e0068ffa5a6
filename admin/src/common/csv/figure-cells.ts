// A figure column (shared/src/figures.ts) in a CSV file: one flat cell per part, so it can be read and
// typed in a spreadsheet. `<col>_state` (known, none or unchecked); for money `<col>_low`, `<col>_high`
// in units of `<col>_currency` with a decimal point (4000.50: never cents, which the figure stores),
// for a date `<col>_date`, for English `<col>_ielts`, `<col>_toefl` and `<col>_cefr` (a level, B2); then `<col>_source_url`,
// `<col>_checked_on`, `<col>_applies_to` and `<col>_note`. Reading gives the figure form's fields, which
// the shared figure schema checks and turns into the stored object. Pure, tested in figure-cells.test.ts.
import { FIGURE_STATES, type FigureKind } from '@app/shared/figures';

export type CellProblem = { column: string; message: string };

const VALUE_PARTS: Record<FigureKind, readonly string[]> = {
  money: ['low', 'high', 'currency'],
  date: ['date'],
  english: ['ielts', 'toefl', 'cefr'],
};
const SOURCE_PARTS = ['source_url', 'checked_on', 'applies_to'] as const;
/** A CSV part → the figure's key: amounts are cents in the figure and units in the file. */
const KEYS: Readonly<Record<string, string>> = { low: 'low_cents', high: 'high_cents' };
const PARTS = Object.fromEntries(Object.entries(KEYS).map(([part, key]) => [key, part]));

const partsOf = (kind: FigureKind) => ['state', ...VALUE_PARTS[kind], ...SOURCE_PARTS, 'note'];

/** The CSV columns of one figure column, in the order the file shows them. */
export const figureCsvColumns = (column: string, kind: FigureKind) => partsOf(kind).map((part) => `${column}_${part}`);

/** The CSV column a schema issue at `[column, key]` of a figure belongs to. */
export const figureCsvColumn = (column: string, key: string | undefined) =>
  `${column}_${key === undefined ? 'state' : (PARTS[key] ?? key)}`;

/** Cents as staff write amounts: 400000 → "4000", 400050 → "4000.50". */
const centsToUnits = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** A stored figure → its cells (blank for the parts its state does not hold). */
export function figureToCells(column: string, kind: FigureKind, figure: unknown): Record<string, unknown> {
  const stored = (figure ?? { state: 'unchecked' }) as Record<string, unknown>;
  return Object.fromEntries(
    partsOf(kind).map((part) => {
      const value = stored[KEYS[part] ?? part];
      return [`${column}_${part}`, part in KEYS && typeof value === 'number' ? centsToUnits(value) : value];
    }),
  );
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * The columns a row writing a figure in this state must all have: its state (a missing one would read as
 * "unchecked") and the parts the state holds.
 */
function heldParts(kind: FigureKind, state: string): string[] {
  if (state === 'known') return partsOf(kind);
  return ['state', ...(state === 'none' ? SOURCE_PARTS : []), 'note'];
}

/**
 * Parts filled in that the state does not hold (the currency aside, which a sheet may fill in every
 * row): the figure schema would drop them without a word, so the file must say known (or none).
 */
function strayParts(kind: FigureKind, state: string, text: (part: string) => string): string[] {
  const held = heldParts(kind, state);
  return partsOf(kind).filter((part) => !held.includes(part) && part !== 'currency' && text(part) !== '');
}

/**
 * A figure's cells → the figure form's fields (amounts in cents), with the problems only the file can
 * have. Undefined when the file has none of its columns: the row then leaves the stored figure as it is.
 * A file with some of them but not all (one exported before a part existed, such as `_cefr`) is refused
 * for each missing column: the figure is written whole, so a missing cell would clear what is stored.
 */
export function cellsToFigure(
  column: string,
  kind: FigureKind,
  cells: Record<string, string | undefined>,
): { value: Record<string, unknown>; problems: CellProblem[] } | undefined {
  const parts = partsOf(kind);
  if (parts.every((part) => cells[`${column}_${part}`] === undefined)) return undefined;
  const text = (part: string) => cells[`${column}_${part}`]?.trim() ?? '';
  const problems: CellProblem[] = [];
  const problem = (part: string, message: string) => problems.push({ column: `${column}_${part}`, message });

  const state = text('state').toLowerCase() || 'unchecked';
  const stray = strayParts(kind, state, text).map((part) => `${column}_${part}`);
  const validState = (FIGURE_STATES as readonly string[]).includes(state);
  if (!validState) problem('state', 'Write known, none or unchecked.');
  else if (stray.length) {
    const [verb, them] = stray.length === 1 ? ['is', 'it'] : ['are', 'them'];
    const holder = state === 'none' ? 'known' : 'known or none';
    problem('state', `${stray.join(', ')} ${verb} for a ${holder} figure: change the state or leave ${them} blank.`);
  }

  const absent = validState ? heldParts(kind, state).filter((part) => cells[`${column}_${part}`] === undefined) : [];
  for (const part of absent)
    problem(part, `The file has no ${column}_${part} column: add it (blank clears the part) or export a fresh file.`);

  const value: Record<string, unknown> = { state };
  for (const part of parts.slice(1)) {
    const cell = text(part);
    const key = KEYS[part];
    if (key === undefined) value[part] = cell;
    else if (cell === '') value[key] = null;
    else if (AMOUNT.test(cell)) value[key] = Math.round(Number(cell) * 100);
    else problem(part, 'Write the amount in units of its currency with a decimal point, e.g. 4000.50 (not cents).');
  }
  return { value, problems };
}
