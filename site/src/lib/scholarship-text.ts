// How the site words a scholarship: each part of what it covers as a figure in its state (a part whose
// amount nobody checked says "Not checked yet — ask us", never 0), who may hold it, and its window.
// Pure, shared by the static pages and the /scholarships island.
import { NOT_CHECKED } from '@app/shared/figure-text';
import type { DateFigure } from '@app/shared/figures';
import { formatCalendarDate } from '@app/shared/format';
import {
  AWARD_KIND_LABELS,
  AWARD_PERIOD_LABELS,
  type AwardPart,
  type AwardValue,
  type DeadlineStatus,
} from '@app/shared/scholarships';
import { type FigureFact, moneyFact } from './figure-facts';

export type PartFact = { label: string; fact: FigureFact; per: string };

/** "a month, 10 months a year", "a year", "" (once). */
export function periodWords(part: AwardPart): string {
  if (!part.period) return '';
  const per = AWARD_PERIOD_LABELS[part.period];
  return part.period === 'month' && part.months ? `${per}, ${part.months} months a year` : per;
}

const wordsOnly = (text: string, state: FigureFact['state'] = 'known'): FigureFact => ({
  state,
  text,
  money: null,
  note: null,
  provenance: null,
  sourceHref: null,
});

/** One part as a figure: a waiver's share, its checked amount, or "Not checked yet — ask us". */
export function partFact(part: AwardPart): PartFact {
  const label = AWARD_KIND_LABELS[part.kind];
  const per = periodWords(part);
  if (part.waiver_percent !== undefined) {
    const text = part.waiver_percent === 100 ? 'Full tuition waived' : `${part.waiver_percent}% of tuition waived`;
    return { label, per: '', fact: { ...wordsOnly(text), note: part.note ?? null } };
  }
  if (!part.amount || part.amount.state === 'unchecked') {
    return { label, per: '', fact: wordsOnly(NOT_CHECKED, 'unchecked') };
  }
  if (part.amount.state === 'none') {
    const fact = moneyFact(part.amount);
    return { label, per: '', fact: { ...fact, text: 'Covered; the official page names no fixed amount' } };
  }
  const fact = moneyFact(part.amount, 'fee', per);
  return { label, per, fact: part.note && !fact.note ? { ...fact, note: part.note } : fact };
}

/** Region names in English (ISO 3166-1 alpha-2 → "India"); the code when the runtime does not know it. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const listWords = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** "Open to every nationality", "Only for citizens of Nepal and Bangladesh", or not checked yet. */
export function nationalityText(nationalities: readonly string[] | null, checked = true): string {
  if (!checked) return `Nationalities: ${NOT_CHECKED}`;
  if (nationalities === null) return 'Open to every nationality';
  return `Only for citizens of ${listWords(nationalities.map(countryName))}`;
}

export const destinationText = (codes: readonly string[]): string => listWords(codes.map(countryName));

export const STATUS_LABELS: Record<DeadlineStatus, string> = {
  open: 'Open',
  upcoming: 'Opens later',
  closed: 'Closed',
  rolling: 'No fixed deadline',
  unchecked: 'Deadline not checked yet',
};

const day = (figure: DateFigure) => (figure.state === 'known' ? (formatCalendarDate(figure.date) ?? figure.date) : '');

/** The window in a sentence, for its status: a passed deadline is never worded as open. */
export function windowText(status: DeadlineStatus, opens_on: DateFigure, deadline: DateFigure): string {
  switch (status) {
    case 'closed':
      return `Closed: the deadline, ${day(deadline)}, has passed. The next round is not announced yet.`;
    case 'upcoming':
      return `Opens ${day(opens_on)}${deadline.state === 'known' ? `; apply by ${day(deadline)}` : ''}.`;
    case 'open':
      return `Open: apply by ${day(deadline)}.`;
    case 'rolling':
      return 'Open all year: the official page names no fixed deadline.';
    default:
      return `Deadline: ${NOT_CHECKED}.`;
  }
}

/** What the first year is worth, in words for the parts no amount could value ("plus a tuition waiver"). */
export function unvaluedText(value: AwardValue): string {
  const kinds = [...new Set(value.unvalued)].map((kind) => AWARD_KIND_LABELS[kind].toLowerCase());
  return kinds.length === 0 ? '' : `plus ${listWords(kinds)} (amount depends or not checked yet)`;
}
