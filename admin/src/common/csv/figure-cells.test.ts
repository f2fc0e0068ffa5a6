import { figureInputOf } from '@app/shared/entities/figure';
import type { Figure, FigureKind } from '@app/shared/figures';
import { describe, expect, it } from 'vitest';
import { cellsToFigure, figureCsvColumns, figureToCells } from './figure-cells.ts';

const source = { source_url: 'https://www.example.edu/fees', checked_on: '2026-11-20' };

/** Stored → cells as the CSV file holds them (text) → the figure the import stores. */
function roundTrip(kind: FigureKind, figure: Figure) {
  const cells = Object.fromEntries(
    Object.entries(figureToCells('fee', kind, figure)).map(([column, value]) => [
      column,
      value === undefined ? '' : String(value),
    ]),
  );
  const read = cellsToFigure('fee', kind, cells);
  return { cells, problems: read?.problems, stored: figureInputOf(kind).parse(read?.value) };
}

describe('a figure in CSV cells', () => {
  it('has flat columns named after it, per kind', () => {
    expect(figureCsvColumns('tuition_eu', 'money')).toEqual([
      'tuition_eu_state',
      'tuition_eu_low',
      'tuition_eu_high',
      'tuition_eu_currency',
      'tuition_eu_source_url',
      'tuition_eu_checked_on',
      'tuition_eu_applies_to',
      'tuition_eu_note',
    ]);
    expect(figureCsvColumns('deadline', 'date')).toContain('deadline_date');
    expect(figureCsvColumns('english_requirement', 'english')).toContain('english_requirement_toefl');
    expect(figureCsvColumns('english_requirement', 'english')).toContain('english_requirement_cefr');
  });

  it('writes amounts in units with decimals, never cents, and reads back the same figure', () => {
    const band: Figure = {
      state: 'known',
      low_cents: 400_000,
      high_cents: 600_050,
      currency: 'SEK',
      ...source,
      applies_to: '2026/27',
      note: 'Per year, "excluding" books; and more',
    };
    const { cells, problems, stored } = roundTrip('money', band);
    expect(cells).toMatchObject({ fee_state: 'known', fee_low: '4000', fee_high: '6000.50', fee_currency: 'SEK' });
    expect(problems).toEqual([]);
    expect(stored).toEqual(band);
  });

  it('reads back every state and kind unchanged', () => {
    const figures: [FigureKind, Figure][] = [
      ['money', { state: 'none', ...source }],
      ['money', { state: 'unchecked', note: 'The page announces fees in March.' }],
      ['money', { state: 'unchecked' }],
      ['date', { state: 'known', date: '2027-05-31', ...source, applies_to: 'Winter 2027' }],
      ['english', { state: 'known', ielts: 6.5, ...source, applies_to: '2027/28' }],
      ['english', { state: 'known', cefr: 'B2', ...source, applies_to: '2026/27' }],
      ['english', { state: 'none', ...source, applies_to: '2027/28' }],
    ];
    for (const [kind, figure] of figures) expect(roundTrip(kind, figure).stored).toEqual(figure);
  });

  it('names the cell a spreadsheet got wrong', () => {
    const blank = Object.fromEntries(figureCsvColumns('fee', 'money').map((column) => [column, '']));
    const read = (cells: Record<string, string>) => cellsToFigure('fee', 'money', { ...blank, ...cells })?.problems;
    expect(read({ fee_state: 'known', fee_low: '400000,50' })).toEqual([
      {
        column: 'fee_low',
        message: 'Write the amount in units of its currency with a decimal point, e.g. 4000.50 (not cents).',
      },
    ]);
    expect(read({ fee_state: 'checked' })).toEqual([
      { column: 'fee_state', message: 'Write known, none or unchecked.' },
    ]);
    // An amount and page under "unchecked" would be dropped without a word.
    expect(read({ fee_state: '', fee_low: '4000', fee_source_url: 'https://www.example.edu/' })).toEqual([
      {
        column: 'fee_state',
        message: 'fee_low, fee_source_url are for a known or none figure: change the state or leave them blank.',
      },
    ]);
  });

  it('refuses a file without a column of the parts its state holds, which writing would clear', () => {
    // An export from before the CEFR level existed: importing it must not wipe a stored level.
    const { fee_cefr: _, ...old } = figureToCells('fee', 'english', {
      state: 'known',
      ielts: 6.5,
      cefr: 'B2',
      ...source,
    });
    const text = Object.fromEntries(Object.entries(old).map(([column, value]) => [column, String(value ?? '')]));
    expect(cellsToFigure('fee', 'english', text)?.problems).toEqual([
      {
        column: 'fee_cefr',
        message: 'The file has no fee_cefr column: add it (blank clears the part) or export a fresh file.',
      },
    ]);
    // Without the state column the row would read as "not checked yet" and wipe a checked figure.
    expect(cellsToFigure('fee', 'english', { fee_note: 'hello' })?.problems).toEqual([
      {
        column: 'fee_state',
        message: 'The file has no fee_state column: add it (blank clears the part) or export a fresh file.',
      },
    ]);
    // A figure not checked yet holds no level, so a file without the column writes it as it is.
    const unchecked = { fee_state: 'unchecked', fee_note: '' };
    expect(cellsToFigure('fee', 'english', unchecked)?.problems).toEqual([]);
  });

  it('is left out when the file has none of its columns, so the stored figure stays', () => {
    expect(cellsToFigure('fee', 'money', { name: 'x' })).toBeUndefined();
  });
});
