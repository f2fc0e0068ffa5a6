// The first-year cost planner (docs/product.md section 4): a year of tuition and fees, the chosen months
// of living costs in the programme's city and the one-off visa and permit fees, in euro cents; proof of
// funds apart (money to hold, not to spend). A part nobody has checked is a gap the plan names, never a
// zero, and its total becomes "at least"; a city whose rent, food and transport are not all checked
// falls back to the country's official living-cost norm, labelled as such. convertPlan then shows each
// line in the family's currency.

import { type Band, bandOf, type MoneyFigure } from '@app/shared/figures';
import {
  type CityCost,
  HOUSING_TYPES,
  type HousingType,
  VISITOR_CURRENCIES,
  type VisitorCurrency,
} from '@app/shared/living-costs';
import { eurToWhole, type Rate, type Rates, toEurCents } from './money';

export type PlanCity = Record<CityCost, MoneyFigure>;
export type PlanCountry = {
  name: string;
  visa_fee: MoneyFigure;
  permit_fee: MoneyFigure;
  proof_of_funds: MoneyFigure;
  living_norm: MoneyFigure;
};
/** What the planner island is given of a city and a country (lib/costs.ts makes them at build time). */
export type PlannerCity = PlanCity & { id: number; name: string; country_code: string };
export type PlannerCountry = PlanCountry & { code: string };
/** On /plan the student types tuition and fees (euro cents; null until typed). */
export type TypedAmount = { state: 'typed'; cents: number | null };
export type PlanAmount = MoneyFigure | TypedAmount;

export type PlanFigures = {
  tuition: PlanAmount;
  semesterFees: PlanAmount;
  city: PlanCity | null;
  country: PlanCountry | null;
};
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
  living: 'Living costs (official norm)',
  visa: 'Visa fee',
  permit: 'Residence permit fee',
} as const;
export type PlanLineKey = keyof typeof PLAN_LINES;
/** checked: an official figure; none: officially nothing to pay; norm: the country's living-cost norm. */
export type LineBasis = 'checked' | 'none' | 'norm' | 'typed';
/** Euro cents; low and high differ where the source gives a range. */
export type PlanLine = { key: PlanLineKey; low: number; high: number; basis: LineBasis };
/** Why a part is not counted: nobody has checked it, its currency has no rate, or it is not typed yet. */
export type GapReason = 'unchecked' | 'no-rate' | 'not-entered';
export type PlanGap = { key: PlanLineKey; reason: GapReason };
export type ProofOfFunds =
  | { state: 'known'; low: number; high: number }
  | { state: 'none' }
  | { state: 'unchecked' }
  | { state: 'no-rate' };
export type Plan = {
  lines: PlanLine[];
  /** Parts left out of the total, in the order of the lines. */
  gaps: PlanGap[];
  low: number;
  high: number;
  /** Every part counted: only then is the sum a total to spend. */
  complete: boolean;
  /** Where the living costs come from: the city's own figures or the country's official norm. */
  living: 'city' | 'norm';
  /** Per year, in euro cents. */
  proofOfFunds: ProofOfFunds;
};

/** Lines of monthly costs and the city's figures they come from (housing: the type chosen). */
const LIVING: readonly PlanLineKey[] = ['housing', 'food', 'transport', 'insurance', 'phone', 'other'];
/** Without these three checked the city's own figures cannot make a year: the norm stands in. */
const CORE: readonly PlanLineKey[] = ['housing', 'food', 'transport'];

type Part = { band: Band; basis: LineBasis } | { gap: GapReason };

/** A part in euro cents (×factor, converted once so rounding happens once), or why it cannot be counted. */
function part(amount: PlanAmount | undefined, rates: Rates, factor = 1): Part {
  if (amount === undefined) return { gap: 'unchecked' };
  if (amount.state === 'typed') {
    return amount.cents === null
      ? { gap: 'not-entered' }
      : { band: { low: amount.cents, high: amount.cents, currency: 'EUR' }, basis: 'typed' };
  }
  const band = bandOf(amount);
  if (band === null) return { gap: 'unchecked' };
  if (band.currency === null) return { band: { low: 0, high: 0, currency: 'EUR' }, basis: 'none' };
  const low = toEurCents(Math.round(band.low * factor), band.currency, rates);
  const high = toEurCents(Math.round(band.high * factor), band.currency, rates);
  if (low === null || high === null) return { gap: 'no-rate' };
  return { band: { low, high, currency: 'EUR' }, basis: amount.state === 'known' ? 'checked' : 'none' };
}

function livingParts(figures: PlanFigures, { housing, months }: PlanChoices, rates: Rates) {
  const { city, country } = figures;
  const cityPart = (key: PlanLineKey) =>
    part(city?.[key === 'housing' ? (`housing_${housing}` as const) : (key as CityCost)], rates, months);
  const parts = LIVING.map((key) => [key, cityPart(key)] as const);
  const cityHasCore = parts.every(([key, p]) => !CORE.includes(key) || 'band' in p);
  const norm = part(country?.living_norm, rates, months / 12);
  if (!cityHasCore && 'band' in norm) {
    return { living: 'norm' as const, parts: [['living', { ...norm, basis: 'norm' as const }] as const] };
  }
  return { living: 'city' as const, parts };
}

function proofOf(country: PlanCountry | null, rates: Rates): ProofOfFunds {
  if (!country || country.proof_of_funds.state === 'unchecked') return { state: 'unchecked' };
  if (country.proof_of_funds.state === 'none') return { state: 'none' };
  const p = part(country.proof_of_funds, rates);
  return 'band' in p ? { state: 'known', low: p.band.low, high: p.band.high } : { state: 'no-rate' };
}

export function planFirstYear(figures: PlanFigures, choices: PlanChoices, rates: Rates): Plan {
  const { living, parts: livingLines } = livingParts(figures, choices, rates);
  const parts: (readonly [PlanLineKey, Part])[] = [
    ['tuition', part(figures.tuition, rates)],
    ['fees', part(figures.semesterFees, rates)],
    ...livingLines,
    ['visa', part(figures.country?.visa_fee, rates)],
    ['permit', part(figures.country?.permit_fee, rates)],
  ];
  const lines: PlanLine[] = [];
  const gaps: PlanGap[] = [];
  for (const [key, p] of parts) {
    if ('band' in p) lines.push({ key, low: p.band.low, high: p.band.high, basis: p.basis });
    else gaps.push({ key, reason: p.gap });
  }
  return {
    lines,
    gaps,
    low: lines.reduce((sum, line) => sum + line.low, 0),
    high: lines.reduce((sum, line) => sum + line.high, 0),
    complete: gaps.length === 0,
    living,
    proofOfFunds: proofOf(figures.country, rates),
  };
}

const GAP_WORDS: Record<GapReason, string> = {
  unchecked: 'not checked yet — ask us',
  'no-rate': 'no exchange rate set for its currency',
  'not-entered': 'not typed in yet',
};

const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The total's label: a total only when every part is counted, else "at least" and what is missing. */
export function totalWording(plan: Pick<Plan, 'complete' | 'gaps'>): {
  label: string;
  atLeast: boolean;
  reason?: string;
} {
  if (plan.complete) return { label: 'Total to spend in the first year', atLeast: false };
  const reasons = (Object.keys(GAP_WORDS) as GapReason[]).flatMap((reason) => {
    const keys = plan.gaps.filter((gap) => gap.reason === reason).map((gap) => PLAN_LINES[gap.key].toLowerCase());
    return keys.length ? [`${listed(keys)} (${GAP_WORDS[reason]})`] : [];
  });
  return {
    label: 'At least this much in the first year',
    atLeast: true,
    reason: `Not counted yet: ${reasons.join('; ')}.`,
  };
}

/** A plan in whole units of the rate's currency: each line rounded, the total the sum of the lines. */
export type ConvertedPlan = {
  lines: { key: PlanLineKey; low: number; high: number }[];
  low: number;
  high: number;
  proofOfFunds: { low: number; high: number } | null;
};

export function convertPlan(plan: Plan, rate: Rate | undefined): ConvertedPlan | null {
  if (!rate) return null;
  const lines = plan.lines.map((line) => ({
    key: line.key,
    low: eurToWhole(line.low, rate),
    high: eurToWhole(line.high, rate),
  }));
  const proof = plan.proofOfFunds;
  return {
    lines,
    low: lines.reduce((sum, line) => sum + line.low, 0),
    high: lines.reduce((sum, line) => sum + line.high, 0),
    proofOfFunds:
      proof.state === 'known' ? { low: eurToWhole(proof.low, rate), high: eurToWhole(proof.high, rate) } : null,
  };
}

/** The housing a plan starts with: a shared flat where its rent is checked, else the first type that is. */
export function defaultHousing(city: PlanCity | null): HousingType {
  const order: HousingType[] = ['shared', ...HOUSING_TYPES.filter((type) => type !== 'shared')];
  return (city && order.find((type) => city[`housing_${type}`].state !== 'unchecked')) ?? 'shared';
}

// ── The choices in the URL, so a plan can be sent to a parent ──────────────────────────────────────
export type PlanQuery = PlanChoices & {
  currency: VisitorCurrency;
  /** /plan only: the city's id and the tuition and fees typed in, in euro cents. */
  city: number | null;
  tuition: number | null;
  fees: number | null;
  /** The slugs of the scholarships the student holds or applies for (lib/scholarship-plan.ts). */
  scholarships: readonly string[];
};
export const DEFAULT_PLAN: PlanQuery = {
  housing: 'shared',
  months: 12,
  currency: 'INR',
  city: null,
  tuition: null,
  fees: null,
  scholarships: [],
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
    scholarships: slugs(params.get('sch')),
  };
}

/** A scholarship slug as the database makes it; anything else in a link is dropped, repeats once. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugs = (text: string | null): string[] =>
  [...new Set((text ?? '').split(','))].filter((slug) => slug.length <= 120 && SLUG.test(slug)).slice(0, 10);

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
  if (choices.scholarships.length > 0) params.set('sch', choices.scholarships.join(','));
  return params.toString().replaceAll('%2C', ',');
}
