import { ACCOMMODATION_CITIES, ALL_CITIES, ALL_COUNTRIES, TRANSPORTATION_CITIES } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { chooseCity, chooseCountry, citiesFor, filterUniversities, initialLocationFilter } from './filters';

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

  it('matches a case-insensitive substring of name, city or country', () => {
    expect(filterUniversities(list, 'munich', 'all').map((u) => u.city)).toEqual(['Munich']);
    expect(filterUniversities(list, 'VIENNA', 'all').map((u) => u.city)).toEqual(['Vienna']);
    expect(filterUniversities(list, 'franc', 'all').map((u) => u.city)).toEqual(['Paris']);
    expect(filterUniversities(list, ' universit ', 'all')).toHaveLength(3);
    expect(filterUniversities(list, 'zzz', 'all')).toEqual([]);
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

  it('offers the cities of the chosen country', () => {
    expect(citiesFor(ACCOMMODATION_CITIES, 'Ireland').map((o) => o.value)).toEqual([
      ALL_CITIES,
      'Dublin',
      'Cork',
      'Galway',
      'Limerick',
    ]);
    expect(citiesFor(TRANSPORTATION_CITIES, 'Sweden').every((o) => !o.disabled)).toBe(true);
  });

  it('disables every city but All Cities under All Countries', () => {
    const options = citiesFor(ACCOMMODATION_CITIES, ALL_COUNTRIES);
    expect(options[0]).toEqual({ value: ALL_CITIES, disabled: false });
    expect(options.slice(1).every((o) => o.disabled)).toBe(true);
    expect(options.length).toBe(1 + 6 * 4);
  });

  it('refuses a disabled or foreign city', () => {
    expect(chooseCity(initialLocationFilter, 'Berlin', ACCOMMODATION_CITIES).city).toBe(ALL_CITIES);
    const germany = chooseCountry(initialLocationFilter, 'Germany');
    expect(chooseCity(germany, 'Paris', ACCOMMODATION_CITIES).city).toBe(ALL_CITIES);
    expect(chooseCity(germany, 'Hamburg', ACCOMMODATION_CITIES).city).toBe('Hamburg');
  });
});
