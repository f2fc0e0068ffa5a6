// First-year estimates for the shortlist and compare pages: the planner's sum (lib/cost-planner.ts) for
// each programme with a year in its city, read at run time with the programmes (always current).
import { CITY_COSTS, HOUSING_TYPES, type HousingType } from '@app/shared/living-costs';
import { TABLES } from '@app/shared/tables';
import type { PlannerCity, PlannerCountry } from '../islands/CostPlanner';
import { type Plan, planFirstYear } from './cost-planner';
import { type Rate, ratesFrom } from './money';
import { restClient } from './rest';
import type { ShortlistRow } from './shortlist';

export type CostContext = { cities: PlannerCity[]; countries: PlannerCountry[]; rates: Map<string, Rate> };
export type Estimate = { plan: Plan; housing: HousingType | null };

const CITY_COLUMNS = [
  'id',
  'name',
  'country_code',
  'currency',
  ...CITY_COSTS.flatMap((k) => [`${k}_low_cents`, `${k}_high_cents`]),
];
const COUNTRY_COLUMNS =
  'code,name,visa_fee_cents,visa_fee_currency,permit_fee_cents,permit_fee_currency,proof_of_funds_cents,proof_of_funds_currency';

/** The cities and countries of these programmes and every rate, in three reads. */
export async function loadCostContext(rows: readonly ShortlistRow[]): Promise<CostContext> {
  const codes = [...new Set(rows.flatMap((row) => row.university?.country_code ?? []))];
  if (codes.length === 0) return { cities: [], countries: [], rates: new Map() };
  const client = restClient();
  const [cities, countries, rates] = await Promise.all([
    client.from(TABLES.cities).select(CITY_COLUMNS.join(',')).in('country_code', codes),
    client.from(TABLES.countries).select(COUNTRY_COLUMNS).in('code', codes),
    client.from(TABLES.exchangeRates).select('currency,units_per_eur,rate_date,source_url'),
  ]);
  const failed = cities.error ?? countries.error ?? rates.error;
  if (failed) throw failed;
  return {
    cities: cities.data as unknown as PlannerCity[],
    countries: countries.data as unknown as PlannerCountry[],
    rates: ratesFrom(
      rates.data as { currency: string; units_per_eur: number; rate_date: string; source_url: string | null }[],
    ),
  };
}

/**
 * A year in the programme's city: a room in a shared flat where the source gives its rent, else the
 * first housing type it does give (the estimate names which).
 */
export function estimateFor(row: ShortlistRow, context: CostContext): Estimate {
  const place = row.university;
  const wanted = place?.city?.trim().toLocaleLowerCase('en');
  const city =
    context.cities.find((c) => c.country_code === place?.country_code && c.name.toLocaleLowerCase('en') === wanted) ??
    null;
  const country = context.countries.find((c) => c.code === place?.country_code) ?? null;
  const housing =
    (['shared', ...HOUSING_TYPES.filter((t) => t !== 'shared')] as HousingType[]).find(
      (type) => city?.[`housing_${type}_low_cents`] != null,
    ) ?? null;
  const plan = planFirstYear(
    {
      tuition: { cents: row.tuition_non_eu_cents, currency: row.fee_currency },
      semesterFees: { cents: row.semester_fees_cents, currency: row.fee_currency },
      city,
      country,
    },
    { housing: housing ?? 'shared', months: 12 },
    context.rates,
  );
  return { plan, housing };
}
