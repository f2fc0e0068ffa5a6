// A scholarship's CSV: an exported row (lists, what it pays as JSON, its dates as figure columns)
// previews back as the same row, and the sample file reads as a scholarship.
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';
import { checkRows } from './import-preview.ts';
import { IMPORT_SPECS, rowToCells } from './import-specs.ts';

const spec = IMPORT_SPECS.scholarships;
const source = { source_url: 'https://www.daad.de/stipend', checked_on: '2026-11-20', applies_to: '2027/28' };
const stored = {
  id: 7,
  slug: 'daad-test',
  name: 'DAAD Test Scholarship',
  provider: 'DAAD',
  official_url: 'https://www.daad.de/scholarship',
  levels: ["Master's"],
  field_codes: null,
  destination_codes: ['DE'],
  university_ids: null,
  program_ids: null,
  nationalities: ['IN', 'NP'],
  nationalities_checked: true,
  covers: [
    { kind: 'tuition', waiver_percent: 100 },
    {
      kind: 'stipend',
      period: 'month',
      months: 12,
      amount: { state: 'known', low_cents: 93_400, high_cents: 93_400, currency: 'EUR', ...source },
    },
  ],
  awards_count: 20,
  intake: '2027/28',
  criteria: 'Academic excellence.',
  eligibility_note: null,
  opens_on: { state: 'unchecked' },
  deadline: { state: 'none', source_url: 'https://www.daad.de/scholarship', checked_on: '2026-11-20' },
  checked_on: '2026-11-20',
  created_at: '2026-11-26T10:00:00+00:00',
  updated_at: '2026-11-26T10:00:00+00:00',
};

describe('the scholarships CSV', () => {
  it('reads an exported row back as the stored row', () => {
    const file = toCsv(spec.columns, [rowToCells(spec, stored)]);
    const [row] = checkRows(spec, parseCsv(file)).rows;
    expect(row?.problems).toEqual([]);
    const { id, created_at, updated_at, ...columns } = stored;
    expect(row?.values).toEqual(columns);
  });

  it('keeps "none of the catalogue\'s" apart from "any" for universities and programmes', () => {
    const own = { ...stored, university_ids: [], program_ids: [12, 15] };
    const [row] = checkRows(spec, parseCsv(toCsv(spec.columns, [rowToCells(spec, own)]))).rows;
    expect(row?.problems).toEqual([]);
    expect(row?.values).toMatchObject({ university_ids: [], program_ids: [12, 15] });
  });

  it('reads the sample as a scholarship (its page is sample.invalid, which the database refuses)', () => {
    const [row] = checkRows(spec, parseCsv(toCsv(spec.columns, spec.sample))).rows;
    expect(row?.problems).toEqual([]);
  });
});
