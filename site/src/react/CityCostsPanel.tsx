// A city's monthly student costs: each range in the visitor's currency beside the euro figure, what the
// source leaves out, and the source. Static on country guides, hydrated in the accommodation finder.

import { formatCalendarDate } from '@app/shared/format';
import { CITY_COST_LABELS, CITY_COSTS, type CityCost } from '@app/shared/living-costs';
import { externalHref } from '@app/shared/safe-url';
import type { Rate } from '../lib/money';
import { MoneyText } from './MoneyText';

export type CityCostsData = {
  name: string;
  currency: string;
  transport_note: string | null;
  cost_note: string | null;
  source_url: string | null;
  transport_source_url: string | null;
  checked_on: string | null;
} & { [K in `${CityCost}_${'low' | 'high'}_cents`]: number | null };

type Props = {
  city: CityCostsData;
  rates: readonly Rate[];
  /** The costs to show (the transportation page shows transport only). */
  only?: readonly CityCost[];
  headingLevel?: 'h2' | 'h3';
};

export function CityCostsPanel({ city, rates, only = CITY_COSTS, headingLevel: Heading = 'h2' }: Props) {
  const rows = only.map((key) => ({ key, low: city[`${key}_low_cents`], high: city[`${key}_high_cents`] }));
  const known = rows.filter((row) => row.low !== null && row.high !== null);
  const source = externalHref(city.source_url);
  const fares = externalHref(city.transport_source_url);
  const checked = formatCalendarDate(city.checked_on);

  return (
    <section className="card p-5" aria-label={`${city.name}: monthly costs`} data-city-costs={city.name}>
      <Heading className="text-lg font-semibold">{city.name}: monthly costs</Heading>
      {known.length > 0 ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {known.map((row) => (
            <div key={row.key}>
              <dt className="text-slate-700">{CITY_COST_LABELS[row.key]}</dt>
              <dd>
                <MoneyText
                  low={row.low ?? 0}
                  high={row.high ?? 0}
                  currency={city.currency}
                  rates={rates}
                  suffix=" a month"
                />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          No official page we could read gives these costs for {city.name} yet.
        </p>
      )}
      {known.length > 0 && known.length < rows.length && (
        <p className="mt-3 text-sm text-slate-700">
          Not published by the source:{' '}
          {rows
            .filter((row) => row.low === null)
            .map((row) => CITY_COST_LABELS[row.key].toLowerCase())
            .join(', ')}
          .
        </p>
      )}
      {city.transport_note && <p className="mt-2 text-sm text-slate-700">Transport: {city.transport_note}</p>}
      {city.cost_note && <p className="mt-2 text-sm text-slate-700">{city.cost_note}</p>}
      {(source || fares || checked) && (
        <p className="mt-2 text-xs text-slate-600">
          {source && (
            <a href={source} target="_blank" rel="noopener noreferrer" className="underline">
              Official source
            </a>
          )}
          {fares && (
            <>
              {source && ' · '}
              <a href={fares} target="_blank" rel="noopener noreferrer" className="underline">
                Transport fares
              </a>
            </>
          )}
          {checked && ` · checked on ${checked}`}
        </p>
      )}
    </section>
  );
}
