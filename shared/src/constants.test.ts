import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_ICONS,
  ALL_CITIES,
  ALL_COUNTRIES,
  cityOptions,
  DEFAULT_BLOG_AUTHOR,
  INTERVIEW_STATUSES,
  PROGRAM_LEVELS,
  PURCHASE_STATUSES,
  RESOURCE_ICONS,
  STORY_STATUSES,
  STUDY_MODES,
  TESTIMONIAL_ROLES,
  THEME_COLORS,
  TOAST_REGION_LABEL,
  TRANSPORTATION_ICONS,
} from './constants.ts';
import { Constants } from './database.types.ts';

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

describe('enumerations', () => {
  it('hold exactly the database enums, in their declared order', () => {
    const enums = Constants.public.Enums;
    expect(PROGRAM_LEVELS).toEqual(enums.program_level);
    expect(STUDY_MODES).toEqual(enums.study_mode);
    expect(INTERVIEW_STATUSES).toEqual(enums.interview_status);
    expect(TESTIMONIAL_ROLES).toEqual(enums.testimonial_role);
    expect(THEME_COLORS).toEqual(enums.theme_color);
    expect(PURCHASE_STATUSES).toEqual(enums.purchase_status);
    expect(STORY_STATUSES).toEqual(enums.story_status);
    expect(RESOURCE_ICONS).toEqual(enums.resource_icon);
    expect(ACCOMMODATION_ICONS).toEqual(enums.accommodation_icon);
    expect(TRANSPORTATION_ICONS).toEqual(enums.transportation_icon);
  });
});
