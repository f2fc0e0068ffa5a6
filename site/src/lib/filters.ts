// Pure list logic of the islands (docs/product.md section 4), unit-tested in filters.test.ts.
import { ALL_CITIES, ALL_COUNTRIES, type CityOption, cityOptions, type ProgramLevel } from '@app/shared/constants';
import { fold } from '@app/shared/fold';

export const ALL_LEVELS = 'all';
export type LevelTab = typeof ALL_LEVELS | ProgramLevel;

export type Searchable = {
  university_name: string;
  city: string | null;
  country: string | null;
  levels: readonly string[];
};

/**
 * The university list: the submitted search text matches name, city or country as a substring, case
 * and accents ignored (fold); a level tab keeps universities with at least one program of that level.
 */
export function filterUniversities<T extends Searchable>(list: readonly T[], query: string, level: LevelTab): T[] {
  const needle = fold(query.trim());
  return list.filter((u) => {
    if (level !== ALL_LEVELS && !u.levels.includes(level)) return false;
    if (!needle) return true;
    return [u.university_name, u.city, u.country].some((field) => field && fold(field).includes(needle));
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

/** The filters' options: 'All Countries' and country names, and each country's city names. */
export type Places = { countries: string[]; cities: Record<string, string[]> };

/** Country and city options from the cities the site has costs for: countries by name, cities by name. */
export function placesOf(
  cities: readonly { name: string; country_code: string }[],
  countryNames: ReadonlyMap<string, string>,
): Places {
  const byCountry: Record<string, string[]> = {};
  for (const city of cities) {
    const country = countryNames.get(city.country_code);
    if (!country) continue;
    byCountry[country] ??= [];
    byCountry[country].push(city.name);
  }
  for (const names of Object.values(byCountry)) names.sort((a, b) => a.localeCompare(b, 'en'));
  const countries = Object.keys(byCountry).sort((a, b) => a.localeCompare(b, 'en'));
  return { countries: [ALL_COUNTRIES, ...countries], cities: byCountry };
}

/**
 * Whether a guide card's place ("Berlin, Germany", "Germany (nationwide)") fits the filter: under a
 * city, cards naming that city and country-wide cards of its country (naming no city of it); under a
 * country, every card naming it. A card with no place applies everywhere.
 */
export function fitsPlace(place: string | null, filter: LocationFilter, citiesOfCountry: readonly string[]): boolean {
  if (filter.country === ALL_COUNTRIES || !place?.trim()) return true;
  const text = fold(place);
  if (!text.includes(fold(filter.country))) return false;
  if (filter.city === ALL_CITIES) return true;
  if (text.includes(fold(filter.city))) return true;
  return !citiesOfCountry.some((city) => text.includes(fold(city)));
}

/** The search box: every word typed appears somewhere in the card's texts (accents and case ignored). */
export function fitsSearch(texts: readonly (string | null | undefined)[], search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
