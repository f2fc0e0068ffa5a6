// First-year estimates for the shortlist and compare pages: the planner's sum (lib/cost-planner.ts) for
// each programme with a year in its city, read at run time with the programmes (always current). Every
// estimate counts the same parts, with a room in a shared flat, so they sit like beside like; a city
// without a checked rent for it uses its country's official norm, and a missing part makes "at least".
import { effectiveTuition } from '@app/shared/figures';
import { CITY_COSTS, type HousingType } from '@app/shared/living-costs';
import { TABLES } from '@app/shared/tables';
import type { PlannerCity, PlannerCountry } from './cost-planner';
import { type Plan, planFirstYear } from './cost-planner';
import { type Rate, ratesFrom } from './money';
import { restClient } from './rest';
import type { ShortlistRow } from './shortlist';

export type CostContext = { cities: PlannerCity[]; countries: PlannerCountry[]; rates: Map<string, Rate> };
export type Estimate = { plan: Plan; housing: HousingType };

/** The housing every estimate counts, so estimates compare. */
const ESTIMATE_HOUSING: HousingType = 'shared';
const CITY_COLUMNS = ['id', 'name', 'country_code', ...CITY_COSTS];
const COUNTRY_COLUMNS = 'code,name,visa_fee,permit_fee,proof_of_funds,living_norm';

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

/** A year in the programme's city with a room in a shared flat. */
export function estimateFor(row: ShortlistRow, context: CostContext): Estimate {
  const place = row.university;
  const wanted = place?.city?.trim().toLocaleLowerCase('en');
  const city =
    context.cities.find((c) => c.country_code === place?.country_code && c.name.toLocaleLowerCase('en') === wanted) ??
    null;
  const country = context.countries.find((c) => c.code === place?.country_code) ?? null;
  const plan = planFirstYear(
    {
      tuition: effectiveTuition(row.tuition_non_eu, row.level, row.university).figure,
      semesterFees: row.semester_fees,
      city,
      country,
    },
    { housing: ESTIMATE_HOUSING, months: 12 },
    context.rates,
  );
  return { plan, housing: ESTIMATE_HOUSING };
}
