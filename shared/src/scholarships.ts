// Scholarships (public.scholarships, migration create_scholarships): who may get one, whether it can
// still be applied for, and what it is worth in a student's first year. Pure functions over the rows,
// shared by the site (the list's filters, programme pages, the finder, the planner) and the console.
// No zod here: browser islands import this module.
import type { HomeCountry } from './checklist.ts';
import type { Band, DateFigure, MoneyFigure } from './figures.ts';

/** A scholarship's page on the site. */
export const scholarshipPath = (slug: string) => `/scholarships/${slug}`;

export const AWARD_KINDS = ['tuition', 'stipend', 'travel', 'insurance', 'one_off'] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];
export const AWARD_PERIODS = ['month', 'semester', 'year', 'once'] as const;
export type AwardPeriod = (typeof AWARD_PERIODS)[number];

export const AWARD_KIND_LABELS: Record<AwardKind, string> = {
  tuition: 'Tuition',
  stipend: 'Living allowance',
  travel: 'Travel',
  insurance: 'Health insurance',
  one_off: 'One-off grant',
};
export const AWARD_PERIOD_LABELS: Record<AwardPeriod, string> = {
  month: 'a month',
  semester: 'a semester',
  year: 'a year',
  once: 'once',
};

/** One thing a scholarship pays for (private.award_problem holds the same rules). */
export type AwardPart = {
  kind: AwardKind;
  period?: AwardPeriod;
  /** A monthly stipend paid for fewer than 12 months a year. */
  months?: number;
  /** A tuition waiver's share, 1–100 (100 = full tuition). */
  waiver_percent?: number;
  amount?: MoneyFigure;
  note?: string;
};

/** The columns matching and valuing need (a row of public.scholarships has them all). */
export type ScholarshipFacts = {
  levels: readonly string[];
  field_codes: readonly string[] | null;
  destination_codes: readonly string[];
  /** null: any in its destinations; empty: none of the catalogue's (another university, its own programme). */
  university_ids: readonly number[] | null;
  program_ids: readonly number[] | null;
  nationalities: readonly string[] | null;
  /** False: nobody has read the official list of nationalities yet (then `nationalities` is null). */
  nationalities_checked: boolean;
  covers: readonly AwardPart[];
  opens_on: DateFigure;
  deadline: DateFigure;
};

/** Only the facts of a scholarship row (a page passes no more than these to an island). */
export const scholarshipFacts = (s: ScholarshipFacts): ScholarshipFacts => ({
  levels: s.levels,
  field_codes: s.field_codes,
  destination_codes: s.destination_codes,
  university_ids: s.university_ids,
  program_ids: s.program_ids,
  nationalities: s.nationalities,
  nationalities_checked: s.nationalities_checked,
  covers: s.covers,
  opens_on: s.opens_on,
  deadline: s.deadline,
});

/** What is known of the student and the programme; a criterion left out does not narrow. */
export type Candidate = {
  nationality?: string | null;
  level?: string | null;
  field_code?: string | null;
  destination?: string | null;
  university_id?: number | null;
  program_id?: number | null;
};

/** The home countries the site serves (shared/src/checklist.ts) as the nationality codes rows list (ISO 3166-1). */
export const NATIONALITY_OF_HOME_COUNTRY: Readonly<Record<HomeCountry, string>> = {
  India: 'IN',
  Nepal: 'NP',
  Bangladesh: 'BD',
  Pakistan: 'PK',
  'Sri Lanka': 'LK',
  Bhutan: 'BT',
  Maldives: 'MV',
};

const within = <T>(allowed: readonly T[] | null, value: T | null | undefined): boolean =>
  value == null || allowed === null || allowed.includes(value);

/**
 * Whether the student may hold the scholarship for that programme. We never claim what we cannot say:
 * a scholarship limited to some fields does not match a programme whose field is not recorded, and one
 * whose nationalities nobody has checked matches no nationality (it still matches when none is given).
 */
export function isEligible(s: ScholarshipFacts, who: Candidate): boolean {
  if (who.level != null && !s.levels.includes(who.level)) return false;
  if (who.destination != null && !s.destination_codes.includes(who.destination)) return false;
  if (s.field_codes !== null && who.field_code === null) return false;
  if (!s.nationalities_checked && who.nationality != null) return false;
  return (
    within(s.field_codes, who.field_code) &&
    within(s.nationalities, who.nationality) &&
    within(s.university_ids, who.university_id) &&
    within(s.program_ids, who.program_id)
  );
}

/** A programme as the site knows it, for matching. */
export type ProgramFacts = {
  id: number;
  university_id: number;
  level: string;
  field_code: string | null;
  country_code: string | null;
};

export const candidateFor = (program: ProgramFacts, nationality?: string | null): Candidate => ({
  nationality: nationality ?? null,
  level: program.level,
  field_code: program.field_code,
  destination: program.country_code,
  university_id: program.university_id,
  program_id: program.id,
});

/**
 * open: the deadline is checked and not passed (and the window has opened); upcoming: the window opens
 * later; closed: the deadline has passed (the next round is not announced yet); rolling: the official
 * page says there is no fixed deadline; unchecked: nobody has checked the deadline yet.
 */
export type DeadlineStatus = 'open' | 'upcoming' | 'closed' | 'rolling' | 'unchecked';

/** `today` is YYYY-MM-DD in the reader's calendar; a deadline day is open until it ends. */
export function deadlineStatus(s: Pick<ScholarshipFacts, 'opens_on' | 'deadline'>, today: string): DeadlineStatus {
  const { deadline, opens_on } = s;
  if (deadline.state === 'known' && deadline.date < today) return 'closed';
  if (opens_on.state === 'known' && opens_on.date > today) return 'upcoming';
  if (deadline.state === 'known') return 'open';
  return deadline.state === 'none' ? 'rolling' : 'unchecked';
}

/** True unless the deadline is known to have passed: "deadline not passed" keeps unchecked ones, marked. */
export const deadlineNotPassed = (s: Pick<ScholarshipFacts, 'opens_on' | 'deadline'>, today: string) =>
  deadlineStatus(s, today) !== 'closed';

export const coversTuition = (s: Pick<ScholarshipFacts, 'covers'>) => s.covers.some((p) => p.kind === 'tuition');
export const coversLiving = (s: Pick<ScholarshipFacts, 'covers'>) =>
  s.covers.some((p) => p.kind === 'stipend' || p.kind === 'one_off');

const TIMES_A_YEAR: Record<AwardPeriod, number> = { month: 12, semester: 2, year: 1, once: 1 };

/** How many times a part is paid in the first year. */
export const paymentsInFirstYear = (part: AwardPart): number =>
  part.period === 'month' && part.months ? part.months : TIMES_A_YEAR[part.period ?? 'once'];

/**
 * What the scholarship is worth in the first year, in euro cents, as a band: the parts we can value
 * (`low`–`high`), and the parts we cannot (`unvalued`: their amount is not checked yet, or tuition is
 * not known, or no rate converts their currency). Unvalued parts are never counted as zero: a plan
 * subtracts only what is valued and says what it left out.
 */
export type AwardValue = { low: number; high: number; unvalued: AwardKind[] };

/** Euro cents for an amount in another currency's cents, or null when no rate is known. */
export type ToEuroCents = (cents: number, currency: string) => number | null;

export function firstYearValue(
  s: Pick<ScholarshipFacts, 'covers'>,
  tuitionEur: Band | null,
  toEuroCents: ToEuroCents,
): AwardValue {
  const value: AwardValue = { low: 0, high: 0, unvalued: [] };
  for (const part of s.covers) {
    if (part.waiver_percent !== undefined) {
      if (tuitionEur === null) value.unvalued.push(part.kind);
      else {
        value.low += Math.round((tuitionEur.low * part.waiver_percent) / 100);
        value.high += Math.round((tuitionEur.high * part.waiver_percent) / 100);
      }
      continue;
    }
    const amount = part.amount;
    if (amount?.state === 'none') continue;
    if (amount?.state !== 'known') {
      value.unvalued.push(part.kind);
      continue;
    }
    const times = paymentsInFirstYear(part);
    const low = toEuroCents(amount.low_cents * times, amount.currency);
    const high = toEuroCents(amount.high_cents * times, amount.currency);
    if (low === null || high === null) {
      value.unvalued.push(part.kind);
      continue;
    }
    // A tuition award cannot be worth more than the tuition it pays.
    const cap = part.kind === 'tuition' && tuitionEur !== null ? tuitionEur : null;
    value.low += cap ? Math.min(low, cap.low) : low;
    value.high += cap ? Math.min(high, cap.high) : high;
  }
  return value;
}

/**
 * A first-year cost band after an award: the full range from the dearest case (the smallest award on
 * the dearest plan) to the cheapest, never below zero.
 */
export const costAfterAward = (cost: { low: number; high: number }, award: AwardValue) => ({
  low: Math.max(0, cost.low - award.high),
  high: Math.max(0, cost.high - award.low),
});
