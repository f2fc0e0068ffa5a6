// Search box plus country → city dropdowns of the accommodation and transportation pages.
// Rules (docs/product.md section 4): a new country resets the city to 'All Cities'; the city options follow the
// country; under 'All Countries' every city but 'All Cities' is disabled. The page filters its cards as
// the visitor types or chooses (lib/filters.ts) and shows the chosen city's costs.
import { type SubmitEvent, useId } from 'react';
import { chooseCity, chooseCountry, citiesFor, type LocationFilter } from '../lib/filters';
import { Field } from './Field';
import { SelectField } from './SelectField';

export type LocationFiltersProps = {
  label: string;
  placeholder: string;
  countries: readonly string[];
  cities: Readonly<Record<string, readonly string[]>>;
  value: LocationFilter;
  onChange: (next: LocationFilter) => void;
};

export function LocationFilters({ label, placeholder, countries, cities, value, onChange }: LocationFiltersProps) {
  const id = useId();
  // Results follow every keystroke; the button is there for those who expect one (and Enter).
  const submit = (event: SubmitEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <form
      aria-label={label}
      onSubmit={submit}
      className="card grid gap-4 p-4 sm:p-6 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <Field
        id={`${id}-search`}
        label="Search"
        type="search"
        placeholder={placeholder}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        id={`${id}-country`}
        label="Country"
        value={value.country}
        onChange={(event) => onChange(chooseCountry(value, event.target.value))}
      >
        {countries.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-city`}
        label="City"
        value={value.city}
        onChange={(event) => onChange(chooseCity(value, event.target.value, cities))}
      >
        {citiesFor(cities, value.country).map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.value}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
