// Pure list logic of the islands (docs/product.md section 4), unit-tested in filters.test.ts.
import { ALL_CITIES, ALL_COUNTRIES, type CityOption, cityOptions, type ProgramLevel } from '@app/shared/constants';

export const ALL_LEVELS = 'all';
export type LevelTab = typeof ALL_LEVELS | ProgramLevel;

export type Searchable = {
  university_name: string;
  city: string | null;
  country: string | null;
  levels: readonly string[];
};

/**
 * The university list: the submitted search text matches name, city or country as a case-insensitive
 * substring; a level tab keeps universities with at least one program of that level.
 */
export function filterUniversities<T extends Searchable>(list: readonly T[], query: string, level: LevelTab): T[] {
  const needle = query.trim().toLocaleLowerCase('en');
  return list.filter((u) => {
    if (level !== ALL_LEVELS && !u.levels.includes(level)) return false;
    if (!needle) return true;
    return [u.university_name, u.city, u.country].some((field) => field?.toLocaleLowerCase('en').includes(needle));
  });
}

export type LocationFilter = { search: string; country: string; city: string };

export const initialLocationFilter: LocationFilter = { search: '', country: ALL_COUNTRIES, city: ALL_CITIES };

/** Choosing a country resets the city to 'All Cities' (docs/product.md section 4). */
export function chooseCountry(state: LocationFilter, country: string): LocationFilter {
  return { ...state, country, city: ALL_CITIES };
}

/** A city can only be chosen when it is offered and enabled for the current country. */
export function chooseCity(
  state: LocationFilter,
  city: string,
  cities: Readonly<Record<string, readonly string[]>>,
): LocationFilter {
  const option = cityOptions(cities, state.country).find((o) => o.value === city);
  return option && !option.disabled ? { ...state, city } : state;
}

export function citiesFor(cities: Readonly<Record<string, readonly string[]>>, country: string): CityOption[] {
  return cityOptions(cities, country);
}
