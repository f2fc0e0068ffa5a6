// The accommodation page's finder: country → city filters over the cities the site has costs for
// (public.cities), the chosen city's monthly costs, and the housing cards that fit the place and search.

import { ALL_CITIES } from '@app/shared/constants';
import type { AccommodationOption } from '@app/shared/entities/accommodation-option';
import { Check, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { fitsPlace, fitsSearch, initialLocationFilter, type Places } from '../lib/filters';
import type { Rate } from '../lib/money';
import type { CityCostsData } from '../react/CityCostsPanel';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { LocationFilters } from '../react/LocationFilters';
import { OPTION_ICONS } from '../react/optionIcons';

// Loaded when a city is first chosen: most visits only browse the cards.
const CityCostsPanel = lazy(() => import('../react/CityCostsPanel').then((m) => ({ default: m.CityCostsPanel })));

export type AccommodationFinderProps = {
  options: Pick<AccommodationOption, 'id' | 'type' | 'location' | 'avgMonthlyCost' | 'keyFeatures' | 'icon'>[];
  /** The cities with costs, each with its country's name (the filter's value). */
  cities: (CityCostsData & { country: string })[];
  places: Places;
  rates: Rate[];
};

export default withErrorBoundary(function AccommodationFinder({
  options,
  cities,
  places,
  rates,
}: AccommodationFinderProps) {
  const [filter, setFilter] = useState(initialLocationFilter);
  const chosen =
    filter.city === ALL_CITIES
      ? null
      : (cities.find((c) => c.name === filter.city && c.country === filter.country) ?? null);
  const shown = options.filter(
    (option) =>
      fitsPlace(option.location, filter, places.cities[filter.country] ?? []) &&
      fitsSearch([option.type, option.location, option.avgMonthlyCost, ...option.keyFeatures], filter.search),
  );

  return (
    <div>
      <LocationFilters
        label="Find accommodation"
        placeholder="Search accommodation..."
        countries={places.countries}
        cities={places.cities}
        value={filter}
        onChange={setFilter}
      />
      {chosen && (
        <div className="mt-6">
          <Suspense fallback={null}>
            <CityCostsPanel city={chosen} rates={rates} />
          </Suspense>
        </div>
      )}
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {shown.length === options.length
          ? `${options.length} housing options`
          : `${shown.length} of ${options.length} housing options`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          No housing options match. Clear the search or choose All Cities.
        </p>
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((option) => (
            <AccommodationCard key={option.id} option={option} />
          ))}
        </ul>
      )}
    </div>
  );
});

function AccommodationCard({ option }: { option: AccommodationFinderProps['options'][number] }) {
  const Icon = OPTION_ICONS[option.icon] ?? OPTION_ICONS.Home;
  return (
    <li className="card flex flex-col p-6">
      <span className="inline-flex self-start rounded-lg bg-brand-50 p-3 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{option.type}</h2>
      {option.location && (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="size-4" aria-hidden="true" /> {option.location}
        </p>
      )}
      {option.avgMonthlyCost && (
        <p className="mt-3 text-slate-800">
          <span className="font-semibold">Average monthly cost:</span> {option.avgMonthlyCost}
        </p>
      )}
      {option.keyFeatures.length > 0 && (
        <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700" aria-label={`${option.type} key features`}>
          {option.keyFeatures.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" /> {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5">
        <button type="button" className="btn btn-outline" data-notice="moreInfo">
          Find Out More<span className="sr-only"> about {option.type}</span>
        </button>
      </div>
    </li>
  );
}
