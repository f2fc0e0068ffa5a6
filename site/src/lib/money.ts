// Money on the site: integer minor units end to end. Figures are stored in the currency their official
// page states (cents); staff set how many units of a currency one euro buys, with the date and page of
// the rate. Conversions are exact (BigInt) and round half up, once, to the unit shown.

export type Rate = { currency: string; unitsPerEur: number; rateDate: string; sourceUrl: string | null };
export type Rates = ReadonlyMap<string, Rate>;

/** The rate in millionths (the database keeps six decimals), so conversions are integer arithmetic. */
const micros = (rate: Rate): bigint => BigInt(Math.round(rate.unitsPerEur * 1_000_000));

/** numerator / denominator rounded half up, both non-negative. */
const divideHalfUp = (numerator: bigint, denominator: bigint): number =>
  Number((2n * numerator + denominator) / (2n * denominator));

/** Euro cents in whole units of the rate's currency (rupees), half up. */
export function eurToWhole(eurCents: number, rate: Rate): number {
  return divideHalfUp(BigInt(eurCents) * micros(rate), 100_000_000n);
}

/** Minor units of `currency` in euro cents, half up; null when no rate for it is set. */
export function toEurCents(cents: number, currency: string, rates: Rates): number | null {
  if (currency === 'EUR') return cents;
  const rate = rates.get(currency);
  return rate ? divideHalfUp(BigInt(cents) * 1_000_000n, micros(rate)) : null;
}

/** Rows of `exchange_rates` as the planner and the currency switch read them. */
export function ratesFrom(
  rows: readonly { currency: string; units_per_eur: number; rate_date: string; source_url: string | null }[],
): Map<string, Rate> {
  return new Map(
    rows.map((row) => [
      row.currency,
      { currency: row.currency, unitsPerEur: row.units_per_eur, rateDate: row.rate_date, sourceUrl: row.source_url },
    ]),
  );
}
