import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_CITIES,
  ACCOMMODATION_COUNTRIES,
  ALL_CITIES,
  ALL_COUNTRIES,
  cityOptions,
  DEFAULT_BLOG_AUTHOR,
  TOAST_REGION_LABEL,
  TRANSPORTATION_CITIES,
  TRANSPORTATION_COUNTRIES,
} from './constants.ts';

describe('locations', () => {
  it('lists the spec countries, All Countries first', () => {
    expect(ACCOMMODATION_COUNTRIES).toEqual([
      'All Countries',
      'Germany',
      'France',
      'Netherlands',
      'Ireland',
      'Spain',
      'Italy',
    ]);
    expect(TRANSPORTATION_COUNTRIES).toEqual([
      'All Countries',
      'Germany',
      'France',
      'Netherlands',
      'Denmark',
      'Spain',
      'Italy',
      'Sweden',
    ]);
  });

  it('has a city list for every real country', () => {
    expect(Object.keys(ACCOMMODATION_CITIES)).toEqual(ACCOMMODATION_COUNTRIES.slice(1));
    expect(Object.keys(TRANSPORTATION_CITIES)).toEqual(TRANSPORTATION_COUNTRIES.slice(1));
    expect(ACCOMMODATION_CITIES.Netherlands).toContain('The Hague');
    expect(TRANSPORTATION_CITIES.Sweden).toEqual(['Stockholm', 'Gothenburg', 'Malmö']);
    expect(TRANSPORTATION_CITIES.Denmark).toEqual(['Copenhagen', 'Aarhus', 'Odense']);
  });

  it('enables only All Cities while the country is All Countries', () => {
    const options = cityOptions(ACCOMMODATION_CITIES, ALL_COUNTRIES);
    expect(options[0]).toEqual({ value: ALL_CITIES, disabled: false });
    expect(options).toHaveLength(1 + 6 * 4);
    expect(options.slice(1).every((o) => o.disabled)).toBe(true);
  });

  it("offers the chosen country's cities", () => {
    expect(cityOptions(TRANSPORTATION_CITIES, 'Denmark').map((o) => o.value)).toEqual([
      'All Cities',
      'Copenhagen',
      'Aarhus',
      'Odense',
    ]);
    expect(cityOptions(TRANSPORTATION_CITIES, 'Ireland')).toEqual([{ value: 'All Cities', disabled: false }]);
  });
});

describe('labels', () => {
  it('derives the blog team author from the product name', () => {
    expect(DEFAULT_BLOG_AUTHOR).toBe('EuroStudy Compass Team');
  });

  it('keeps the toast region label template', () => {
    expect(TOAST_REGION_LABEL).toBe('Notifications ({hotkey})');
  });
});
