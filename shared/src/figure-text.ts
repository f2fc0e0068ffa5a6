// How the site and the console word a figure in each of its states (shared/src/figures.ts): the amount,
// date or scores when known, what "none" means for that figure, and "Not checked yet — ask us" (never
// "not published": we may simply not have looked yet).
import type { DateFigure, EnglishFigure, EnglishLevel, Figure, FigureKind, MoneyFigure } from './figures.ts';
import { formatCalendarDate, formatMoney, formatRange } from './format.ts';

export const NOT_CHECKED = 'Not checked yet — ask us';

/** What "none" means for a figure, in a family's words. */
export const NONE_WORDS = {
  tuition: 'No tuition fee',
  fee: 'None',
  deadline: 'No fixed deadline',
  english: 'No English test required',
  proof: 'Not required',
} as const;
export type NoneWords = keyof typeof NONE_WORDS;

/** A money band in its own currency: "€4,000–€6,000". */
export function bandText(low: number, high: number, currency: string): string {
  return formatRange(formatMoney(low, currency) ?? '', formatMoney(high, currency) ?? '');
}

/** "€4,000–€6,000 a year", "No tuition fee", or NOT_CHECKED. */
export function moneyFigureText(figure: MoneyFigure, none: NoneWords = 'fee', per = ''): string {
  if (figure.state === 'unchecked') return NOT_CHECKED;
  if (figure.state === 'none') return NONE_WORDS[none];
  return `${bandText(figure.low_cents, figure.high_cents, figure.currency)}${per ? ` ${per}` : ''}`;
}

export function deadlineText(figure: DateFigure): string {
  if (figure.state === 'unchecked') return NOT_CHECKED;
  if (figure.state === 'none') return NONE_WORDS.deadline;
  return formatCalendarDate(figure.date) ?? figure.date;
}

/** A level a missing part of which is null (the finder's) or absent (a figure's). */
type LevelParts = { [K in keyof EnglishLevel]-?: EnglishLevel[K] | null };

/** "IELTS 6.5 · TOEFL iBT 90", "English level B2 (CEFR)", or both. */
export function englishLevelText({ ielts, toefl, cefr }: Partial<LevelParts>): string {
  return [
    ielts == null ? null : `IELTS ${ielts.toFixed(1)}`,
    toefl == null ? null : `TOEFL iBT ${toefl}`,
    cefr == null ? null : `English level ${cefr} (CEFR)`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function englishText(figure: EnglishFigure): string {
  if (figure.state === 'unchecked') return NOT_CHECKED;
  if (figure.state === 'none') return NONE_WORDS.english;
  return englishLevelText(figure);
}

/** Any figure in its kind's words. */
export function figureText(figure: Figure, kind: FigureKind): string {
  if (kind === 'date') return deadlineText(figure as DateFigure);
  if (kind === 'english') return englishText(figure as EnglishFigure);
  return moneyFigureText(figure as MoneyFigure);
}

/** "2026/27 · checked on 26 November 2026" (the year or intake it is for); null for an unchecked figure. */
export function provenanceText(figure: Figure): string | null {
  if (figure.state === 'unchecked') return null;
  const day = formatCalendarDate(figure.checked_on) ?? figure.checked_on;
  return figure.applies_to ? `${figure.applies_to} · checked on ${day}` : `Checked on ${day}`;
}
