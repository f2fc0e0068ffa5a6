// Transportation options for signed-in visitors: RLS refuses anon, so the rows are read at run time
// with the visitor's token. The country → city filters narrow the cards and show the chosen city's
// public-transport cost (public.cities, baked into the page).
import { ALL_CITIES } from '@app/shared/constants';
import type { TransportationOption } from '@app/shared/entities/transportation-option';
import { readMessages } from '@app/shared/read-messages';
import type { TableName } from '@app/shared/tables';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { Bike, Bus, TrainFront, TramFront } from 'lucide-react';
import { useEffect, useState } from 'react';
import { currencyOfTimeZone, storedCurrency } from '../lib/currency-key';
import { fitsPlace, fitsSearch, initialLocationFilter, type Places } from '../lib/filters';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { LocationFilters } from '../react/LocationFilters';
import { Spinner } from '../react/Spinner';
import { type RowsResult, useGuardedRows } from '../react/useGuardedRows';

const ICONS = { Bus, Train: TrainFront, TramFront, Bike } as const;

// The table's name as a checked literal: the TABLES map would be this page's only reason to load it
// (the page is at its JS budget).
const TABLE = 'transportation_options' satisfies TableName;

const readOptions = (client: PostgrestClient) =>
  client.from(TABLE).select('*').order('id', { ascending: true }) as PromiseLike<RowsResult<TransportationOption>>;

/** A city's public-transport cost, its texts worked out at build time (lib/currency.ts moneyTexts). */
export type CityTransport = {
  name: string;
  /** Its country's name, the filter's value. */
  country: string;
  /** The cost line per currency with a rate ("₹3,000–₹5,000 (€30–€50) a month"), and `EUR` without one. */
  lines: Record<string, string>;
  /** Per currency: the rate behind its line. */
  rates: Record<string, string>;
  note: string | null;
  sourceUrl: string | null;
  /** "For 2026/27 · checked on …"; null when nobody has checked the cost. */
  provenance: string | null;
  /** The contact form about this cost, when nobody has checked it yet. */
  askHref: string | null;
  suggestHref: string;
};

export type TransportationGuideProps = { cities: CityTransport[]; places: Places };

export default withErrorBoundary(function TransportationGuide({ cities, places }: TransportationGuideProps) {
  const { session, rows: options } = useGuardedRows(readOptions, readMessages.fetchError.transportation);
  const [filter, setFilter] = useState(initialLocationFilter);

  if (!session) return <Spinner label={readMessages.pending.session} />;

  const chosen =
    filter.city === ALL_CITIES
      ? null
      : (cities.find((c) => c.name === filter.city && c.country === filter.country) ?? null);
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
      {chosen && <TransportCost city={chosen} />}
      {options === null ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
          {options.length === 0
            ? 'No transportation options yet.'
            : 'No transportation options match. Clear the search or choose All Cities.'}
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((option) => (
            <TransportCard key={option.id} option={option} />
          ))}
        </ul>
      )}
    </div>
  );
});

function TransportCard({ option }: { option: TransportationOption }) {
  const Icon = ICONS[option.icon as keyof typeof ICONS] ?? Bus;
  return (
    <li className="card flex flex-col p-6">
      <span className="inline-flex self-start rounded-lg bg-brand-50 p-3 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{option.mode}</h2>
      {option.primaryArea && (
        <p className="mt-1 text-sm text-slate-600">
          <span className="sr-only">Area: </span>
          {option.primaryArea}
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
        <button type="button" className="btn btn-outline" data-notice="moreDetails">
          Learn More<span className="sr-only"> about {option.mode}</span>
        </button>
      </div>
    </li>
  );
}

/** The chosen city's transport cost in the visitor's currency beside the euro figure, and its source. */
function TransportCost({ city }: { city: CityTransport }) {
  // The currency chosen elsewhere on the site, or the time zone's (this page has no switch); INR until
  // known. Only currencies with a rate have a converted text, so one without falls back to INR.
  const [currency, setCurrency] = useState('INR');
  useEffect(() => setCurrency(storedCurrency() ?? currencyOfTimeZone()), []);
  const shownIn = city.lines[currency] ? currency : city.lines.INR ? 'INR' : 'EUR';
  const amount = city.lines[shownIn];
  return (
    <section className="card mt-6 p-5" aria-label={`${city.name}: monthly costs`}>
      <h2 className="text-lg font-semibold">{city.name}: public transport</h2>
      <dl className="mt-2 text-sm">
        <dt className="text-slate-700">Local transport</dt>
        <dd className="font-semibold">
          {amount ?? (
            <a href={city.askHref ?? '/contact'} className="text-brand-700 underline">
              Not checked yet — ask us
            </a>
          )}
        </dd>
      </dl>
      {city.note && <p className="mt-2 text-sm text-slate-700">{city.note}</p>}
      {city.rates[shownIn] && <p className="mt-2 text-xs text-slate-600">{city.rates[shownIn]}</p>}
      <p className="mt-2 text-xs text-slate-600">
        {city.provenance && `${city.provenance} · `}
        {city.sourceUrl && (
          <>
            <a href={city.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline">
              Official source
            </a>
            {' · '}
          </>
        )}
        <a href={city.suggestHref} className="underline">
          Suggest a correction
        </a>
      </p>
    </section>
  );
}
