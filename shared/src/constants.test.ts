import { describe, expect, it } from 'vitest';
import { ALL_CITIES, ALL_COUNTRIES, cityOptions, DEFAULT_BLOG_AUTHOR, TOAST_REGION_LABEL } from './constants.ts';

// The places come from public.cities; these stand in for a few of its rows.
const CITIES = { Denmark: ['Aarhus', 'Copenhagen'], Germany: ['Berlin', 'Hamburg', 'Munich'] };

describe('locations', () => {
  it('enables only All Cities while the country is All Countries', () => {
    const options = cityOptions(CITIES, ALL_COUNTRIES);
    expect(options[0]).toEqual({ value: ALL_CITIES, disabled: false });
    expect(options).toHaveLength(1 + 5);
    expect(options.slice(1).every((o) => o.disabled)).toBe(true);
  });

  it("offers the chosen country's cities", () => {
    expect(cityOptions(CITIES, 'Denmark').map((o) => o.value)).toEqual(['All Cities', 'Aarhus', 'Copenhagen']);
    expect(cityOptions(CITIES, 'Ireland')).toEqual([{ value: 'All Cities', disabled: false }]);
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
