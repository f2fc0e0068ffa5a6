// Search box plus country → city dropdowns of the accommodation and transportation pages.
// Rules (docs/product.md section 4): a new country resets the city to 'All Cities'; the city options follow the
// country; under 'All Countries' every city but 'All Cities' is disabled. The search button only shows
// a coming-soon notice: nothing is filtered.
import { publicMessages } from '@app/shared/messages';
import { type SubmitEvent, useId, useState } from 'react';
import { chooseCity, chooseCountry, citiesFor, initialLocationFilter, type LocationFilter } from '../lib/filters';
import { toast } from '../lib/notices';

export type LocationFiltersProps = {
  label: string;
  placeholder: string;
  countries: readonly string[];
  cities: Readonly<Record<string, readonly string[]>>;
};

export function LocationFilters({ label, placeholder, countries, cities }: LocationFiltersProps) {
  const [state, setState] = useState<LocationFilter>(initialLocationFilter);
  const id = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast(publicMessages.searchComingSoon(state.search));
  };

  return (
    <form
      aria-label={label}
      onSubmit={submit}
      className="card grid gap-4 p-4 sm:p-6 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <label htmlFor={`${id}-search`} className="label">
          Search
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="field"
          placeholder={placeholder}
          value={state.search}
          onChange={(event) => setState({ ...state, search: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-country`} className="label">
          Country
        </label>
        <select
          id={`${id}-country`}
          className="field"
          value={state.country}
          onChange={(event) => setState(chooseCountry(state, event.target.value))}
        >
          {countries.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-city`} className="label">
          City
        </label>
        <select
          id={`${id}-city`}
          className="field"
          value={state.city}
          onChange={(event) => setState(chooseCity(state, event.target.value, cities))}
        >
          {citiesFor(cities, state.country).map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.value}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
