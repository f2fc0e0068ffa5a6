// A figure shown to families (a fee, a deadline, an English requirement, a living cost, a visa amount)
// is one value object with three honest states (migration make_figures_honest, docs/product.md
// section 10): known (the amount, date or scores with their official page, the day checked and the
// academic year or intake), none (the official page says there is no such fee or requirement) or
// unchecked (nobody has checked yet). No zod here: browser islands import this module.
import { CITY_COST_LABELS, CITY_COSTS, type CityCost } from './living-costs.ts';

export const FIGURE_STATES = ['known', 'none', 'unchecked'] as const;
export type FigureState = (typeof FIGURE_STATES)[number];

/** Where a checked figure comes from. */
export type FigureSource = { source_url: string; checked_on: string; note?: string };
type Unchecked = { state: 'unchecked'; note?: string };
type NoneFigure = FigureSource & { state: 'none'; applies_to?: string };
type Known<Value> = FigureSource & Value & { state: 'known'; applies_to: string };

/** Money in cents of its own currency: a band low–high (one amount is low = high). */
export type MoneyFigure = Known<{ low_cents: number; high_cents: number; currency: string }> | NoneFigure | Unchecked;
/** A date (YYYY-MM-DD), e.g. the next application deadline. */
export type DateFigure = Known<{ date: string }> | NoneFigure | Unchecked;
/** The Common European Framework's levels, lowest first (private.figure_problem holds the same list). */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];
/** The English a programme asks for, as its page states it: scores and/or a CEFR level. */
export type EnglishLevel = { ielts?: number; toefl?: number; cefr?: CefrLevel };
/**
 * Minimum IELTS Academic overall band, TOEFL iBT total and/or CEFR level; many pages name only a level
 * ("English B2"), which is never turned into a score.
 */
export type EnglishFigure = Known<EnglishLevel> | NoneFigure | Unchecked;
export type Figure = MoneyFigure | DateFigure | EnglishFigure;
export type FigureKind = 'money' | 'date' | 'english';

export const UNCHECKED: Unchecked = { state: 'unchecked' };

/** Known or confirmed none: a family can rely on it. */
export const isChecked = <F extends Figure>(figure: F): figure is Exclude<F, Unchecked> => figure.state !== 'unchecked';

/** A money figure as a band in its currency; none is zero; unchecked is null (never zero). */
export type Band = { low: number; high: number; currency: string | null };
export function bandOf(figure: MoneyFigure): Band | null {
  if (figure.state === 'known') return { low: figure.low_cents, high: figure.high_cents, currency: figure.currency };
  if (figure.state === 'none') return { low: 0, high: 0, currency: null };
  return null;
}

/** Checked longer ago than this: the console flags it for staff to look at again. */
export const STALE_AFTER_MONTHS = 12;

/** True when a checked figure was last checked more than STALE_AFTER_MONTHS before `today` (YYYY-MM-DD). */
export function isStale(figure: Figure, today: string): boolean {
  if (figure.state === 'unchecked') return false;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(year, month - 1 - STALE_AFTER_MONTHS, day)).toISOString().slice(0, 10);
  return figure.checked_on < limit;
}

/**
 * The figure columns of each table, by kind (the columns' domains in the database: money_figure,
 * date_figure, english_figure; a backend test checks the two agree), with the words the site and the
 * console use for them.
 */
export const FIGURE_COLUMNS = {
  programs: {
    tuition_non_eu: { kind: 'money', label: 'Tuition for non-EU students (a year)' },
    tuition_eu: { kind: 'money', label: 'Tuition for EU students (a year)' },
    semester_fees: { kind: 'money', label: 'Semester and student fees (a year)' },
    deadline: { kind: 'date', label: 'Next application deadline (non-EU applicants)' },
    english_requirement: { kind: 'english', label: 'English requirement' },
    application_fee: { kind: 'money', label: 'Application fee (once)' },
  },
  universities_data: {
    tuition_non_eu_bachelor: { kind: 'money', label: "Tuition for non-EU students, all Bachelor's (a year)" },
    tuition_non_eu_master: { kind: 'money', label: "Tuition for non-EU students, all Master's (a year)" },
  },
  cities: Object.fromEntries(
    CITY_COSTS.map((key) => [key, { kind: 'money', label: `${CITY_COST_LABELS[key]} (a month)` }]),
  ) as Record<CityCost, { kind: 'money'; label: string }>,
  countries: {
    proof_of_funds: { kind: 'money', label: 'Proof of funds (a year)' },
    living_norm: { kind: 'money', label: 'Official living-cost norm (a year)' },
    visa_fee: { kind: 'money', label: 'Student visa fee' },
    permit_fee: { kind: 'money', label: 'Residence permit fee' },
  },
  scholarships: {
    opens_on: { kind: 'date', label: 'Applications open (2027 intake)' },
    deadline: { kind: 'date', label: 'Application deadline (2027 intake)' },
  },
} as const satisfies Record<string, Record<string, { kind: FigureKind; label: string }>>;
export type FigureTable = keyof typeof FIGURE_COLUMNS;
export type FigureColumn<T extends FigureTable = FigureTable> = T extends FigureTable
  ? keyof (typeof FIGURE_COLUMNS)[T] & string
  : never;

export function figureColumns<T extends FigureTable>(table: T): FigureColumn<T>[] {
  return Object.keys(FIGURE_COLUMNS[table]) as FigureColumn<T>[];
}

/** A university's published non-EU fee for all its programmes of one level (universities_data). */
export type UniversityFees = { tuition_non_eu_bachelor: MoneyFigure; tuition_non_eu_master: MoneyFigure };

/**
 * The non-EU tuition a programme shows: its own once checked, else its university's published fee or
 * band for the programme's level (TUM's, TU Delft's), shown as such; else not checked.
 */
export function effectiveTuition(
  own: MoneyFigure,
  level: string,
  university: UniversityFees | null,
): { figure: MoneyFigure; universityWide: boolean } {
  if (own.state !== 'unchecked' || !university) return { figure: own, universityWide: false };
  const wide = level === "Bachelor's" ? university.tuition_non_eu_bachelor : university.tuition_non_eu_master;
  return wide.state === 'unchecked' ? { figure: own, universityWide: false } : { figure: wide, universityWide: true };
}
