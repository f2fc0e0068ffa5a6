// What the first-year planner and the shortlist and compare estimates must show for a set of figures,
// worked out here from the rule of docs/product.md section 4 (not from the site's code): a year of tuition
// and semester fees, the months of the city's costs for the housing chosen (or, when its rent, food and
// transport are not all checked, the country's official norm for those months), and the visa and permit
// fees; a part nobody has checked is not counted and makes the total "at least"; a confirmed none counts
// as €0. Only figures in euros: scenarios are chosen among them (the suite converts euros by hand).
import type { MoneyFigure } from '@app/shared/figures';
import { formatRange, formatWhole } from '@app/shared/format';
import { CITY_COSTS, type CityCost, HOUSING_TYPES, type HousingType } from '@app/shared/living-costs';
import { must, service } from '../service.ts';
import { eurText, type FixtureCurrency, shownText, toWhole, wholeText } from './figures.ts';

export type LineKey =
  | 'tuition'
  | 'fees'
  | 'housing'
  | 'food'
  | 'transport'
  | 'insurance'
  | 'phone'
  | 'other'
  | 'living'
  | 'visa'
  | 'permit';

/** How the planner names each part in its breakdown (and, lower-cased, in what it has not counted). */
export const LINE_NAMES: Record<LineKey, string> = {
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
};

export type City = Record<CityCost, MoneyFigure> & { id: number; name: string; country_code: string };
export type Country = {
  code: string;
  name: string;
  proof_of_funds: MoneyFigure;
  living_norm: MoneyFigure;
  visa_fee: MoneyFigure;
  permit_fee: MoneyFigure;
};
/** Euro cents a student typed on /plan. */
export type Typed = { typed: number };

export type PlanInput = {
  tuition: MoneyFigure | Typed;
  fees: MoneyFigure | Typed;
  city: City | null;
  country: Country | null;
  housing: HousingType;
  months: number;
};

/** Euro cents, per line; the parts not counted, in the order of the lines. */
export type Expected = {
  lines: { key: LineKey; low: number; high: number }[];
  gaps: LineKey[];
  complete: boolean;
  living: 'city' | 'norm';
};

/** Thrown on a figure in another currency: the scenario is skipped. */
class NotInEuros extends Error {}

type Part = { low: number; high: number } | null;

/** A part in euro cents for `factor` (months, or months / 12 of a yearly norm); null when not checked. */
function part(amount: MoneyFigure | Typed | undefined, factor = 1): Part {
  if (amount === undefined) return null;
  if ('typed' in amount) return { low: amount.typed, high: amount.typed };
  if (amount.state === 'unchecked') return null;
  if (amount.state === 'none') return { low: 0, high: 0 };
  if (amount.currency !== 'EUR') throw new NotInEuros(amount.currency);
  return { low: Math.round(amount.low_cents * factor), high: Math.round(amount.high_cents * factor) };
}

const LIVING: readonly LineKey[] = ['housing', 'food', 'transport', 'insurance', 'phone', 'other'];
const CORE: readonly LineKey[] = ['housing', 'food', 'transport'];

/** The plan the site must show, or null when one of its figures is not in euros. */
export function expectedPlan(input: PlanInput): Expected | null {
  try {
    const { city, country, housing, months } = input;
    const cityParts = LIVING.map((key) => {
      const cost = (key === 'housing' ? `housing_${housing}` : key) as CityCost;
      return [key, part(city?.[cost], months)] as const;
    });
    const hasCore = cityParts.every(([key, p]) => !CORE.includes(key) || p !== null);
    const norm = part(country?.living_norm, months / 12);
    const useNorm = !hasCore && norm !== null;
    const parts: (readonly [LineKey, Part])[] = [
      ['tuition', part(input.tuition)],
      ['fees', part(input.fees)],
      ...(useNorm ? [['living', norm] as const] : cityParts),
      ['visa', part(country?.visa_fee)],
      ['permit', part(country?.permit_fee)],
    ];
    const lines = parts.flatMap(([key, p]) => (p ? [{ key, ...p }] : []));
    const gaps = parts.flatMap(([key, p]) => (p ? [] : [key]));
    return { lines, gaps, complete: gaps.length === 0, living: useNorm ? 'norm' : 'city' };
  } catch (error) {
    if (error instanceof NotInEuros) return null;
    throw error;
  }
}

/** The total in the family's currency: each line rounded on its own, then added (never a rounded sum). */
function totalIn(plan: Expected, currency: FixtureCurrency): { low: number; high: number } {
  return plan.lines.reduce(
    (sum, line) => ({ low: sum.low + toWhole(line.low, currency), high: sum.high + toWhole(line.high, currency) }),
    { low: 0, high: 0 },
  );
}

/** The total in euro cents. */
const eurTotal = (plan: Expected) =>
  plan.lines.reduce((sum, line) => ({ low: sum.low + line.low, high: sum.high + line.high }), { low: 0, high: 0 });

/** The total in the family's currency as the planner writes it: "at least …" unless every part is counted. */
export function totalText(plan: Expected, currency: FixtureCurrency): string {
  const { low, high } = totalIn(plan, currency);
  return `${plan.complete ? '' : 'at least '}${formatRange(formatWhole(low, currency), formatWhole(high, currency))}`;
}

/** A shortlist or compare estimate: "At least ₹… (€…)" unless every part is counted. */
export function estimateText(plan: Expected, currency: FixtureCurrency): string {
  const { low, high } = totalIn(plan, currency);
  const eur = eurTotal(plan);
  const total = formatRange(formatWhole(low, currency), formatWhole(high, currency));
  return `${plan.complete ? '' : 'At least '}${total} (${eurText(eur.low, eur.high)})`;
}

/** The euro total as the planner writes it. */
export function eurTotalText(plan: Expected): string {
  const { low, high } = eurTotal(plan);
  return `${plan.complete ? '' : 'at least '}${eurText(low, high)}`;
}

/** What the breakdown row of a counted line shows: the euro amount and the same in the family's currency. */
export const lineTexts = (line: Expected['lines'][number], currency: FixtureCurrency): [string, string] => [
  eurText(line.low, line.high),
  wholeText(line.low, line.high, currency),
];

/**
 * The non-EU tuition a programme shows: its own once checked, else its university's published fee for the
 * programme's level (docs/product.md section 10), else not checked.
 */
export function tuitionShown(
  own: MoneyFigure,
  level: string,
  university: { tuition_non_eu_bachelor: unknown; tuition_non_eu_master: unknown } | null,
): MoneyFigure {
  if (own.state !== 'unchecked' || !university) return own;
  const wide = (
    level === "Bachelor's" ? university.tuition_non_eu_bachelor : university.tuition_non_eu_master
  ) as MoneyFigure;
  return wide.state === 'unchecked' ? own : wide;
}

/** What the planner says of proof of funds (money to hold, apart from the total). */
export function proofText(country: Country, currency: FixtureCurrency): string {
  const proof = country.proof_of_funds;
  if (proof.state === 'none') return 'not required for this country.';
  if (proof.state === 'unchecked') return 'not checked yet for this country — ask us.';
  if (proof.currency !== 'EUR') throw new Error(`proof of funds in ${proof.currency}: choose a country in euros`);
  return `${shownText(proof.low_cents, proof.high_cents, currency)} a year. This is money you must hold and show`;
}

/** The housing a plan starts with: a shared flat where its rent is checked, else the first type that is. */
export function defaultHousing(city: City | null): HousingType {
  const order: HousingType[] = ['shared', ...HOUSING_TYPES.filter((type) => type !== 'shared')];
  return (city && order.find((type) => city[`housing_${type}`].state !== 'unchecked')) ?? 'shared';
}

const CITY_COLUMNS = `id,name,country_code,${CITY_COSTS.join(',')}`;

/** Every city and country with its figures, as the service reads them. */
export async function places(): Promise<{ cities: City[]; countries: Country[] }> {
  const [cities, countries] = await Promise.all([
    must(service.from('cities').select(CITY_COLUMNS).order('name')),
    must(service.from('countries').select('code,name,proof_of_funds,living_norm,visa_fee,permit_fee').order('name')),
  ]);
  return { cities: cities as unknown as City[], countries: countries as unknown as Country[] };
}

/** A programme's city as the site matches it: same country, same name (case aside). */
export function cityOf(cities: readonly City[], countryCode: string | null, name: string | null): City | null {
  const wanted = name?.trim().toLocaleLowerCase('en');
  return cities.find((c) => c.country_code === countryCode && c.name.toLocaleLowerCase('en') === wanted) ?? null;
}
