// Test data the scholarship unit tests share (shared/ and site/): a master's scheme in Germany, open to
// every nationality (its list read), at any university, its dates not checked yet. Each test overrides
// only what it is about.
import type { DateFigure } from './figures.ts';
import type { ScholarshipFacts } from './scholarships.ts';

export const FIXTURE_SOURCE = { source_url: 'https://example.org/', checked_on: '2026-11-26', applies_to: '2027/28' };

/** A deadline (or opening day) checked on the fixture's page. */
export const knownDate = (date: string): DateFigure => ({ state: 'known', date, ...FIXTURE_SOURCE });

export const GERMAN_MASTERS_FOR_ALL: Omit<ScholarshipFacts, 'covers'> = {
  levels: ["Master's"],
  field_codes: null,
  destination_codes: ['DE'],
  university_ids: null,
  program_ids: null,
  nationalities: null,
  nationalities_checked: true,
  opens_on: { state: 'unchecked' },
  deadline: { state: 'unchecked' },
};
