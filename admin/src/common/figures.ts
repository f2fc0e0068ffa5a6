// How the console's lists read figures (shared/src/figures.ts): a figure in a few words for staff, and
// which figures of a row were checked so long ago that their official pages want reading again. Pure,
// unit-tested in figures.test.ts.
import { englishLevelText } from '@app/shared/figure-text';
import {
  type EnglishLevel,
  FIGURE_COLUMNS,
  type Figure,
  type FigureKind,
  type FigureTable,
  figureColumns,
  isStale,
  STALE_AFTER_MONTHS,
} from '@app/shared/figures';
import { formatAdminDate, formatMoney, formatRange } from '@app/shared/format';

export const FIGURE_STATE_LABELS = {
  known: 'Known',
  none: 'Confirmed none',
  unchecked: 'Not checked yet',
} as const;

/** "€4,000–€6,000", "31 May 2027", "IELTS 6.5 · TOEFL iBT 90", "English level B2 (CEFR)", "None" or "Not checked yet". */
export function figureText(figure: Figure | null | undefined, kind: FigureKind): string {
  if (!figure || figure.state === 'unchecked') return FIGURE_STATE_LABELS.unchecked;
  if (figure.state === 'none') return 'None';
  if (kind === 'money' && 'low_cents' in figure) {
    const money = (cents: number) => formatMoney(cents, figure.currency) ?? '';
    return formatRange(money(figure.low_cents), money(figure.high_cents));
  }
  if (kind === 'date' && 'date' in figure) return formatAdminDate(figure.date, figure.date);
  return englishLevelText(figure as EnglishLevel);
}

/** The staff member's calendar day (en-CA writes YYYY-MM-DD), as the forms' "checked on" check uses. */
export const todayIso = () => new Date().toLocaleDateString('en-CA');

/**
 * The first day that still counts as fresh: a figure checked before it is stale. The same limit as
 * isStale's (figures.test.ts holds the two together), for dates that are not figures (exchange rates).
 */
export function staleBefore(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 - STALE_AFTER_MONTHS, day)).toISOString().slice(0, 10);
}

type Row = Record<string, unknown>;
const figureOf = (row: Row, column: string) => row[column] as Figure | undefined;

/** The labels of a row's figures last checked more than STALE_AFTER_MONTHS ago. */
export function staleFigures(table: FigureTable, row: Row, today: string): string[] {
  const labels = FIGURE_COLUMNS[table] as Record<string, { label: string }>;
  return figureColumns(table)
    .filter((column) => {
      const figure = figureOf(row, column);
      return figure !== undefined && isStale(figure, today);
    })
    .map((column) => labels[column]?.label ?? column);
}

/** The earliest day any of the row's figures was checked; null when none is checked yet. */
export function oldestCheck(table: FigureTable, row: Row): string | null {
  const days = figureColumns(table).flatMap((column) => {
    const figure = figureOf(row, column);
    return figure && figure.state !== 'unchecked' ? [figure.checked_on] : [];
  });
  // ISO dates sort as text.
  return days.sort()[0] ?? null;
}
