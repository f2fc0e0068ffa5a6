import { describe, expect, it } from 'vitest';
import { acceptDefaults, editPathOf, figureInfo } from './review.ts';

const target = { name: 'MSc Physics', context: null, university_id: 3, current: null };

describe('a suggestion in the queue', () => {
  it('names its figure as the site does, and nothing for a column that is not a figure', () => {
    expect(figureInfo('programs', 'deadline')).toEqual({
      kind: 'date',
      label: 'Next application deadline (non-EU applicants)',
    });
    expect(figureInfo('cities', 'food')?.kind).toBe('money');
    expect(figureInfo('cities', 'name')).toBeNull();
    expect(figureInfo('contacts', 'email')).toBeNull();
    expect(figureInfo('programs', 'toString')).toBeNull();
  });

  it('links to the dialog that edits the figure: a programme’s is its university’s', () => {
    expect(editPathOf({ table_name: 'programs', row_id: 7, target })).toBe('/universities/3');
    expect(editPathOf({ table_name: 'programs', row_id: 7, target: null })).toBeNull();
    expect(editPathOf({ table_name: 'universities_data', row_id: 3 })).toBe('/universities/3');
    expect(editPathOf({ table_name: 'cities', row_id: 2 })).toBe('/cities/2');
    expect(editPathOf({ table_name: 'countries', row_id: 4 })).toBe('/countries/4');
  });
});

describe('the Accept form', () => {
  const page = 'https://uni.example/fees-2027';

  it('starts from the stored figure, with the visitor’s page and today as the day checked', () => {
    const stored = {
      state: 'known',
      low_cents: 300_000,
      high_cents: 300_000,
      currency: 'EUR',
      applies_to: '2025/26',
      source_url: 'https://uni.example/fees-2025',
      checked_on: '2025-01-10',
    } as const;
    const band = { ...stored, high_cents: 450_000 };
    expect(acceptDefaults(band, page, '2026-11-26')).toEqual({ ...band, source_url: page, checked_on: '2026-11-26' });
    // One amount: "Up to" stays blank, so a new amount is not refused as below the old one.
    expect(acceptDefaults(stored, page, '2026-11-26')).toEqual({
      ...stored,
      high_cents: null,
      source_url: page,
      checked_on: '2026-11-26',
    });
    const deadline = { state: 'none', source_url: 'https://uni.example/apply', checked_on: '2025-01-10' } as const;
    expect(acceptDefaults(deadline, page, '2026-11-26')).toEqual({
      ...deadline,
      source_url: page,
      checked_on: '2026-11-26',
    });
  });

  it('starts a figure nobody checked as Known, keeping its staff note', () => {
    expect(acceptDefaults({ state: 'unchecked', note: 'about €3,000' }, page, '2026-11-26')).toEqual({
      state: 'known',
      note: 'about €3,000',
      source_url: page,
      checked_on: '2026-11-26',
    });
    expect(acceptDefaults(null, page, '2026-11-26')).toEqual({
      state: 'known',
      source_url: page,
      checked_on: '2026-11-26',
    });
  });
});
