import { ALL_CITIES, ALL_COUNTRIES } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  chooseCity,
  chooseCountry,
  citiesFor,
  filterUniversities,
  fitsPlace,
  fitsSearch,
  initialLocationFilter,
  placesOf,
} from './filters';

// Places as the cities table gives them (public.cities), turned into the dropdowns' options.
const { countries: COUNTRIES, cities: CITIES } = placesOf(
  [
    { name: 'Munich', country_code: 'DE' },
    { name: 'Berlin', country_code: 'DE' },
    { name: 'Hamburg', country_code: 'DE' },
    { name: 'Dublin', country_code: 'IE' },
    { name: 'Cork', country_code: 'IE' },
    { name: 'Galway', country_code: 'IE' },
    { name: 'Paris', country_code: 'FR' },
    { name: 'Nowhere', country_code: 'XX' },
  ],
  new Map([
    ['DE', 'Germany'],
    ['IE', 'Ireland'],
    ['FR', 'France'],
  ]),
);

const list = [
  {
    university_name: 'Technical University of Munich',
    city: 'Munich',
    country: 'Germany',
    levels: ["Bachelor's", "Master's"],
  },
  { university_name: 'University of Vienna', city: 'Vienna', country: 'Austria', levels: ["Master's"] },
  { university_name: 'Sorbonne University', city: 'Paris', country: 'France', levels: ["Bachelor's"] },
  { university_name: 'Unknown Place', city: null, country: null, levels: [] },
];

describe('filterUniversities', () => {
  it('keeps everything with no query on All', () => {
    expect(filterUniversities(list, '', 'all')).toHaveLength(4);
    expect(filterUniversities(list, '   ', 'all')).toHaveLength(4);
  });

  it('matches a substring of name, city or country, whatever its case', () => {
    expect(filterUniversities(list, 'munich', 'all').map((u) => u.city)).toEqual(['Munich']);
    expect(filterUniversities(list, 'VIENNA', 'all').map((u) => u.city)).toEqual(['Vienna']);
    expect(filterUniversities(list, 'franc', 'all').map((u) => u.city)).toEqual(['Paris']);
    expect(filterUniversities(list, ' universit ', 'all')).toHaveLength(3);
    expect(filterUniversities(list, 'zzz', 'all')).toEqual([]);
  });

  it('finds names typed without accents or special letters, as the finder does', () => {
    const accented = [
      { university_name: 'Technische Universität München', city: 'München', country: 'Germany', levels: [] },
      { university_name: 'Politechnika Łódzka', city: 'Łódź', country: 'Poland', levels: [] },
      { university_name: 'Københavns Universitet', city: 'København', country: 'Denmark', levels: [] },
      { university_name: 'České vysoké učení technické', city: 'Praha', country: 'Czechia', levels: [] },
      { university_name: 'Hochschule an der Ringstraße', city: 'Wien', country: 'Austria', levels: [] },
    ];
    const names = (query: string) => filterUniversities(accented, query, 'all').map((u) => u.city);
    expect(names('universitat munchen')).toEqual(['München']);
    expect(names('lodz')).toEqual(['Łódź']);
    expect(names('kobenhavn')).toEqual(['København']);
    expect(names('ceske')).toEqual(['Praha']);
    expect(names('ringstrasse')).toEqual(['Wien']);
    expect(names('RINGSTRAßE')).toEqual(['Wien']);
  });

  it('keeps universities with at least one program of the tab level', () => {
    expect(filterUniversities(list, '', "Bachelor's").map((u) => u.city)).toEqual(['Munich', 'Paris']);
    expect(filterUniversities(list, '', "Master's").map((u) => u.city)).toEqual(['Munich', 'Vienna']);
  });

  it('combines the query and the level', () => {
    expect(filterUniversities(list, 'vienna', "Bachelor's")).toEqual([]);
  });
});

describe('location filters', () => {
  it('starts at All Countries / All Cities', () => {
    expect(initialLocationFilter).toEqual({ search: '', country: ALL_COUNTRIES, city: ALL_CITIES });
  });

  it('resets the city when the country changes', () => {
    const berlin = { search: 'x', country: 'Germany', city: 'Berlin' };
    expect(chooseCountry(berlin, 'France')).toEqual({ search: 'x', country: 'France', city: ALL_CITIES });
    expect(chooseCountry(berlin, 'Germany').city).toBe(ALL_CITIES);
  });

  it('offers the countries and cities that have costs, by name, and nothing of an unknown country', () => {
    expect(COUNTRIES).toEqual([ALL_COUNTRIES, 'France', 'Germany', 'Ireland']);
    expect(citiesFor(CITIES, 'Ireland').map((o) => o.value)).toEqual([ALL_CITIES, 'Cork', 'Dublin', 'Galway']);
    expect(citiesFor(CITIES, 'Germany').every((o) => !o.disabled)).toBe(true);
  });

  it('disables every city but All Cities under All Countries', () => {
    const options = citiesFor(CITIES, ALL_COUNTRIES);
    expect(options[0]).toEqual({ value: ALL_CITIES, disabled: false });
    expect(options.slice(1).every((o) => o.disabled)).toBe(true);
    expect(options.length).toBe(1 + 7);
  });

  it('refuses a disabled or foreign city', () => {
    expect(chooseCity(initialLocationFilter, 'Berlin', CITIES).city).toBe(ALL_CITIES);
    const germany = chooseCountry(initialLocationFilter, 'Germany');
    expect(chooseCity(germany, 'Paris', CITIES).city).toBe(ALL_CITIES);
    expect(chooseCity(germany, 'Hamburg', CITIES).city).toBe('Hamburg');
  });
});

describe('filtering guide cards', () => {
  const germany = CITIES.Germany ?? [];
  const at = (country: string, city = ALL_CITIES) => ({ search: '', country, city });

  it("keeps the chosen city's cards and the country-wide ones, not another city's", () => {
    expect(fitsPlace('Munich, Germany', at('Germany', 'Munich'), germany)).toBe(true);
    expect(fitsPlace('Germany (nationwide)', at('Germany', 'Munich'), germany)).toBe(true);
    expect(fitsPlace('Hamburg, Germany', at('Germany', 'Munich'), germany)).toBe(false);
    expect(fitsPlace('Paris, France', at('Germany', 'Munich'), germany)).toBe(false);
  });

  it('keeps every card of the country under All Cities, and every card under All Countries', () => {
    expect(fitsPlace('Hamburg, Germany', at('Germany'), germany)).toBe(true);
    expect(fitsPlace('Paris, France', at('Germany'), germany)).toBe(false);
    expect(fitsPlace('Paris, France', initialLocationFilter, germany)).toBe(true);
    expect(fitsPlace(null, at('Germany', 'Munich'), germany)).toBe(true);
  });

  it('finds every word typed, ignoring case and accents', () => {
    expect(fitsSearch(['Résidence CROUS', 'Paris, France'], 'crous paris')).toBe(true);
    expect(fitsSearch(['Résidence CROUS', 'Paris, France'], 'residence')).toBe(true);
    expect(fitsSearch(['Shared flat (WG)', 'Munich, Germany'], 'studio')).toBe(false);
    expect(fitsSearch(['anything'], '   ')).toBe(true);
  });
});
