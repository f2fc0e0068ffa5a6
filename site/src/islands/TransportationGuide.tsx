// Transportation options for signed-in visitors: RLS refuses anon, so the rows are read at run time
// with the visitor's token. The country → city filters narrow the cards and show the chosen city's
// public-transport cost (public.cities, baked into the page).
import { ALL_CITIES } from '@app/shared/constants';
import type { TransportationOption } from '@app/shared/entities';
import { publicMessages } from '@app/shared/messages';
import { TABLES } from '@app/shared/tables';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { Bike, Bus, MapPin, TrainFront, TramFront } from 'lucide-react';
import { useMemo, useState } from 'react';
import { fitsPlace, fitsSearch, initialLocationFilter, placesOf } from '../lib/filters';
import type { Rate } from '../lib/money';
import { toast } from '../lib/notices';
import { type CityCostsData, CityCostsPanel } from '../react/CityCostsPanel';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { LocationFilters } from '../react/LocationFilters';
import { Spinner } from '../react/Spinner';
import { type RowsResult, useGuardedRows } from '../react/useGuardedRows';

const ICONS = { Bus, Train: TrainFront, TramFront, Bike } as const;

const readOptions = (client: PostgrestClient) =>
  client.from(TABLES.transportationOptions).select('*').order('id', { ascending: true }) as PromiseLike<
    RowsResult<TransportationOption>
  >;

export type TransportationGuideProps = {
  cities: (CityCostsData & { country_code: string })[];
  countries: [code: string, name: string][];
  rates: Rate[];
};

export default withErrorBoundary(function TransportationGuide({ cities, countries, rates }: TransportationGuideProps) {
  const { session, rows: options } = useGuardedRows(readOptions, publicMessages.fetchError.transportation);
  const [filter, setFilter] = useState(initialLocationFilter);
  const names = useMemo(() => new Map(countries), [countries]);
  const places = useMemo(() => placesOf(cities, names), [cities, names]);

  if (!session) return <Spinner label={publicMessages.pending.session} />;

  const chosen =
    filter.city === ALL_CITIES
      ? null
      : (cities.find((c) => c.name === filter.city && names.get(c.country_code) === filter.country) ?? null);
  const shown = (options ?? []).filter(
    (option) =>
      fitsPlace(option.primaryArea, filter, places.cities[filter.country] ?? []) &&
      fitsSearch([option.mode, option.primaryArea, option.typicalCost, option.studentDiscountInfo], filter.search),
  );

  return (
    <div>
      <LocationFilters
        label="Find transportation"
        placeholder="Search transportation..."
        countries={places.countries}
        cities={places.cities}
        value={filter}
        onChange={setFilter}
      />
      {chosen && (
        <div className="mt-6">
          <CityCostsPanel city={chosen} rates={rates} only={['transport']} />
        </div>
      )}
      {options === null ? (
        <Spinner />
      ) : options.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
          No transportation options yet.
        </p>
      ) : shown.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
          No transportation options match. Clear the search or choose All Cities.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((option) => {
            const Icon = ICONS[option.icon as keyof typeof ICONS] ?? Bus;
            return (
              <li key={option.id} className="card flex flex-col p-6">
                <span className="inline-flex self-start rounded-lg bg-brand-50 p-3 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h2 className="mt-4 text-lg font-semibold">{option.mode}</h2>
                {option.primaryArea && (
                  <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                    <MapPin className="size-4" aria-hidden="true" /> {option.primaryArea}
                  </p>
                )}
                <dl className="mt-3 flex-1 space-y-2 text-sm">
                  {option.typicalCost && (
                    <div>
                      <dt className="font-semibold">Typical cost</dt>
                      <dd className="text-slate-700">{option.typicalCost}</dd>
                    </div>
                  )}
                  {option.studentDiscountInfo && (
                    <div>
                      <dt className="font-semibold">Student discounts</dt>
                      <dd className="text-slate-700">{option.studentDiscountInfo}</dd>
                    </div>
                  )}
                </dl>
                <div className="mt-5">
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => toast(publicMessages.comingSoon.moreDetails)}
                  >
                    Learn More<span className="sr-only"> about {option.mode}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
