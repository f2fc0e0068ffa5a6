import { describe, expect, it } from 'vitest';
import type { HealthRow } from '../../providers/types.ts';
import { buildMatrix } from './matrix.ts';

const row = (country_code: string, table_name: string, figure: string, counts: number[]): HealthRow => {
  const [known = 0, confirmed_none = 0, unchecked = 0, stale = 0] = counts;
  return { country_code, table_name, figure, known, confirmed_none, unchecked, stale };
};

const NAMES: Record<string, string> = { DE: 'Germany', AT: 'Austria', SE: 'Sweden' };
const nameOf = (code: string) => NAMES[code] ?? code;

const ROWS = [
  row('DE', 'cities', 'food', [2, 0, 4, 1]),
  row('SE', 'programs', 'deadline', [1, 1, 3, 0]),
  row('DE', 'programs', 'deadline', [5, 0, 5, 2]),
  row('XX', 'programs', 'deadline', [0, 0, 2, 0]),
  row('DE', 'programs', 'tuition_non_eu', [8, 2, 0, 0]),
  row('AT', 'countries', 'visa_fee', [1, 0, 0, 1]),
  // A figure column added after this screen was written still shows, by its column name.
  row('DE', 'programs', 'lab_fee', [0, 0, 10, 0]),
];

describe('the catalogue health matrix', () => {
  it('has a column per country by name (no country last), figures grouped and ordered as the console lists them', () => {
    const matrix = buildMatrix(ROWS, 'unchecked', nameOf);
    expect(matrix.countries).toEqual(['AT', 'DE', 'SE', 'XX']);
    expect(matrix.groups.map((group) => [group.title, group.rows.map((r) => r.label)])).toEqual([
      [
        'Programmes',
        ['Tuition for non-EU students (a year)', 'Next application deadline (non-EU applicants)', 'lab_fee'],
      ],
      ['Cities', ['Food (a month)']],
      ['Countries', ['Student visa fee']],
    ]);
  });

  it('counts the chosen state per country out of the rows there, with each figure’s total', () => {
    const deadline = (measure: Parameters<typeof buildMatrix>[1]) =>
      buildMatrix(ROWS, measure, nameOf).groups[0]?.rows.find((r) => r.figure === 'deadline');
    expect(deadline('unchecked')).toMatchObject({
      cells: { DE: { count: 5, rows: 10 }, SE: { count: 3, rows: 5 }, XX: { count: 2, rows: 2 } },
      total: { count: 10, rows: 17 },
    });
    expect(deadline('known')?.total).toEqual({ count: 6, rows: 17 });
    expect(deadline('confirmed_none')?.cells.SE).toEqual({ count: 1, rows: 5 });
    // Stale is out of the checked rows only: an unchecked figure cannot be old.
    expect(deadline('stale')).toMatchObject({ cells: { DE: { count: 2, rows: 5 } }, total: { count: 2, rows: 7 } });
    // A country without such rows has no cell.
    expect(deadline('known')?.cells.AT).toBeUndefined();
  });

  it('reads counts the API sends as text (bigint) as numbers', () => {
    const text = { ...row('DE', 'cities', 'food', []), known: '3', unchecked: '1' } as unknown as HealthRow;
    expect(buildMatrix([text], 'known', nameOf).groups[0]?.rows[0]?.total).toEqual({ count: 3, rows: 4 });
  });
});
