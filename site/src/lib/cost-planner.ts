// The first-year cost planner (docs/product.md, "What it really costs"): a year of tuition and fees, the
// chosen months of living costs in the programme's city and the one-off visa and permit fees, in euro
// cents; proof of funds apart (money to hold, not to spend). A figure no source gives is named as
// missing, never guessed. convertPlan then shows each line in the family's currency.

import type { City, Country } from '@app/shared/entities';
import {
  type CityCost,
  HOUSING_TYPES,
  type HousingType,
  VISITOR_CURRENCIES,
  type VisitorCurrency,
} from '@app/shared/living-costs';
import { eurToWhole, type Rate, type Rates, toEurCents } from './money';

type CostEnds = `${CityCost}_${'low' | 'high'}_cents`;
export type PlanCity = Pick<City, 'currency' | CostEnds>;
export type PlanCountry = Pick<
  Country,
  | 'visa_fee_cents'
  | 'visa_fee_currency'
  | 'permit_fee_cents'
  | 'permit_fee_currency'
  | 'proof_of_funds_cents'
  | 'proof_of_funds_currency'
>;
type Amount = { cents: number | null; currency: string };

export type PlanFigures = { tuition: Amount; semesterFees: Amount; city: PlanCity | null; country: PlanCountry | null };
export type PlanChoices = { housing: HousingType; months: number };

export const PLAN_LINES = {
  tuition: 'Tuition (one year)',
  fees: 'Semester fees (one year)',
  housing: 'Housing',
  food: 'Food',
  transport: 'Local transport pass',
  insurance: 'Health insurance',
  phone: 'Phone and internet',
  other: 'Other living costs',
  visa: 'Visa fee',
  permit: 'Residence permit fee',
} as const;
export type PlanLineKey = keyof typeof PLAN_LINES;
/** Euro cents; low and high differ where the source gives a range. */
export type PlanLine = { key: PlanLineKey; low: number; high: number };
export type Plan = {
  lines: PlanLine[];
  /** Lines no source gives a figure for (or in a currency without a rate); left out of the total. */
  missing: PlanLineKey[];
  low: number;
  high: number;
  /** Per year, in euro cents; null when the country publishes none. */
  proofOfFunds: number | null;
};

/** Lines of monthly costs and the city's columns they come from (housing: the type chosen). */
const LIVING: readonly [PlanLineKey, CityCost | null][] = [
  ['housing', null],
  ['food', 'food'],
  ['transport', 'transport'],
  ['insurance', 'insurance'],
  ['phone', 'phone'],
  ['other', 'other'],
];

export function planFirstYear(figures: PlanFigures, { housing, months }: PlanChoices, rates: Rates): Plan {
  const { city, country } = figures;
  const inEur = (cents: number | null | undefined, currency: string) =>
    cents == null ? null : toEurCents(cents, currency, rates);
  const entries: [PlanLineKey, number | null, number | null][] = [];
  const once = (key: PlanLineKey, eurCents: number | null) => entries.push([key, eurCents, eurCents]);

  once('tuition', inEur(figures.tuition.cents, figures.tuition.currency));
  once('fees', inEur(figures.semesterFees.cents, figures.semesterFees.currency));
  // The months chosen of a monthly cost, converted once (after multiplying, so rounding happens once).
  const living = (cost: CityCost, end: 'low' | 'high') => {
    const monthly = city?.[`${cost}_${end}_cents`] ?? null;
    return city && monthly !== null ? inEur(monthly * months, city.currency) : null;
  };
  for (const [key, cost] of LIVING) {
    const type = cost ?? `housing_${housing}`;
    entries.push([key, living(type, 'low'), living(type, 'high')]);
  }
  once('visa', inEur(country?.visa_fee_cents, country?.visa_fee_currency ?? 'EUR'));
  once('permit', inEur(country?.permit_fee_cents, country?.permit_fee_currency ?? 'EUR'));

  const lines: PlanLine[] = [];
  const missing: PlanLineKey[] = [];
  for (const [key, low, high] of entries) {
    if (low === null || high === null) missing.push(key);
    else lines.push({ key, low, high });
  }
  return {
    lines,
    missing,
    low: lines.reduce((sum, line) => sum + line.low, 0),
    high: lines.reduce((sum, line) => sum + line.high, 0),
    proofOfFunds: inEur(country?.proof_of_funds_cents, country?.proof_of_funds_currency ?? 'EUR'),
  };
}

/** A plan in whole units of the rate's currency: each line rounded, the total the sum of the lines. */
export type ConvertedPlan = Omit<Plan, 'missing'>;

export function convertPlan(plan: Plan, rate: Rate | undefined): ConvertedPlan | null {
  if (!rate) return null;
  const lines = plan.lines.map((line) => ({
    key: line.key,
    low: eurToWhole(line.low, rate),
    high: eurToWhole(line.high, rate),
  }));
  return {
    lines,
    low: lines.reduce((sum, line) => sum + line.low, 0),
    high: lines.reduce((sum, line) => sum + line.high, 0),
    proofOfFunds: plan.proofOfFunds === null ? null : eurToWhole(plan.proofOfFunds, rate),
  };
}

// ── The choices in the URL, so a plan can be sent to a parent ──────────────────────────────────────
export type PlanQuery = PlanChoices & {
  currency: VisitorCurrency;
  /** /plan only: the city's id and the tuition and fees typed in, in euro cents. */
  city: number | null;
  tuition: number | null;
  fees: number | null;
};
export const DEFAULT_PLAN: PlanQuery = {
  housing: 'shared',
  months: 12,
  currency: 'INR',
  city: null,
  tuition: null,
  fees: null,
};
const MAX_EUROS = 1_000_000;

const wholeNumber = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

/** Anything a link may carry; what is not one of ours falls back to the default. */
export function parsePlanChoices(params: URLSearchParams): PlanQuery {
  const housing = params.get('housing');
  const currency = params.get('cur');
  const euros = (name: string) => {
    const n = wholeNumber(params.get(name), 0, MAX_EUROS);
    return n === null ? null : n * 100;
  };
  return {
    housing: HOUSING_TYPES.find((type) => type === housing) ?? DEFAULT_PLAN.housing,
    months: wholeNumber(params.get('months'), 1, 12) ?? DEFAULT_PLAN.months,
    currency: VISITOR_CURRENCIES.find((code) => code === currency) ?? DEFAULT_PLAN.currency,
    city: wholeNumber(params.get('city'), 1, Number.MAX_SAFE_INTEGER),
    tuition: euros('tuition'),
    fees: euros('fees'),
  };
}

/** The query string of a plan: whole euros, only what differs from nothing. */
export function planQuery(choices: PlanQuery): string {
  const params = new URLSearchParams({
    housing: choices.housing,
    months: String(choices.months),
    cur: choices.currency,
  });
  if (choices.city !== null) params.set('city', String(choices.city));
  if (choices.tuition !== null) params.set('tuition', String(Math.round(choices.tuition / 100)));
  if (choices.fees !== null) params.set('fees', String(Math.round(choices.fees / 100)));
  return params.toString();
}
