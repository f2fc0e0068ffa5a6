import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';
import { figureCsvColumns } from './figure-cells.ts';
import { checkRows, rowsToSend, summary, withDatabaseAnswer } from './import-preview.ts';
import { IMPORT_SPECS, rowToCells } from './import-specs.ts';

const universities = IMPORT_SPECS.universities;

// Quoted commas, a BOM, Excel's semicolons, a bad row and a slug used twice.
const FILE = [
  '\ufeffslug;university_name;global_ranking;other_names;website',
  'sapienza;"Sapienza, University of Rome";134;"La Sapienza; Uniroma1";x',
  'bad-ranking;Ranked Nowhere;-3;;',
  'sapienza;Sapienza again;;;',
  ';Unnamed Slug University;;;',
].join('\r\n');

describe('the import preview', () => {
  const preview = checkRows(universities, parseCsv(FILE));

  it('checks each row with the form’s rules and names the row and column', () => {
    expect(preview.rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(preview.rows[0]?.problems).toEqual([]);
    expect(preview.rows[0]?.values).toMatchObject({
      slug: 'sapienza',
      university_name: 'Sapienza, University of Rome',
      global_ranking: 134,
      other_names: ['La Sapienza', 'Uniroma1'],
    });
    expect(preview.rows[1]?.problems).toEqual([{ column: 'global_ranking', message: 'Enter a ranking of 1 or more.' }]);
  });

  it('refuses a second row with the same slug, naming the first', () => {
    expect(preview.rows[2]?.problems[0]?.message).toMatch(/Same slug as row 2/);
    expect(preview.rows[2]?.values).toBeNull();
  });

  it('lets a row without a slug through (the database makes one) and lists unknown columns', () => {
    expect(preview.rows[3]?.problems).toEqual([]);
    expect(preview.ignoredColumns).toEqual(['website']);
    expect(preview.missingColumns).toEqual([]);
    expect(rowsToSend(preview).map((row) => row.line)).toEqual([2, 5]);
  });

  it('merges the database’s answer into the rows it was sent', () => {
    const merged = withDatabaseAnswer(preview, [
      { index: 0, action: 'update' },
      { index: 1, error: 'duplicate key value violates unique constraint', column: 'university_name' },
    ]);
    expect(merged.rows[0]?.action).toBe('update');
    expect(merged.rows[3]?.problems).toEqual([
      { column: 'university_name', message: 'duplicate key value violates unique constraint' },
    ]);
    expect(summary(merged)).toEqual({ inserts: 0, updates: 1, failing: 3 });
  });

  it('asks for a programme’s university, and a known fee’s page, naming the file’s columns', () => {
    const programs = checkRows(
      IMPORT_SPECS.programs,
      parseCsv(
        'university_slug,slug,name,level,tuition_non_eu_state,tuition_non_eu_low,tuition_non_eu_high,' +
          'tuition_non_eu_currency,tuition_non_eu_source_url,tuition_non_eu_checked_on,tuition_non_eu_applies_to,' +
          'tuition_non_eu_note\n' +
          ",msc,MSc,Master's,known,1000.50,,EUR,,,2026/27,\n",
      ),
    );
    expect(programs.rows[0]?.problems).toEqual([
      { column: 'tuition_non_eu_source_url', message: 'Enter the official page this comes from.' },
      { column: 'tuition_non_eu_checked_on', message: 'Enter the day you checked it.' },
      { column: 'university_slug', message: 'Required: the slug of the programme’s university.' },
    ]);
    expect(programs.rows[0]?.values).toBeNull();
  });

  it('reads a row that stops before the last columns as blank cells, not as a file without them', () => {
    const header = ['slug', 'university_name', ...figureCsvColumns('tuition_non_eu_master', 'money')];
    const [row] = checkRows(universities, parseCsv(`${header.join(',')}\nabc,Abc,unchecked\n`)).rows;
    expect(row?.problems).toEqual([]);
    expect(row?.values).toMatchObject({ tuition_non_eu_master: { state: 'unchecked' } });
  });

  it('leaves out the figures the file has no columns for, so an update keeps them', () => {
    const [row] = checkRows(universities, parseCsv('slug,university_name\nabc,Abc\n')).rows;
    expect(row?.values).toMatchObject({ slug: 'abc', university_name: 'Abc' });
    expect(row?.values).not.toHaveProperty('tuition_non_eu_master');
  });

  it.each(Object.values(IMPORT_SPECS))('offers a $target sample that its own preview accepts', (spec) => {
    const preview = checkRows(spec, parseCsv(toCsv(spec.columns, spec.sample)));
    expect(preview.rows.map((row) => row.problems)).toEqual([[]]);
    expect(preview.ignoredColumns).toEqual([]);
  });

  it('reads an exported row back into the same figures (amounts in units in the file)', () => {
    const stored = {
      code: 'SE',
      name: 'Sweden',
      currency: 'SEK',
      proof_of_funds: {
        state: 'known',
        low_cents: 1_094_000,
        high_cents: 1_094_050,
        currency: 'SEK',
        source_url: 'https://www.migrationsverket.se/',
        checked_on: '2026-11-20',
        applies_to: '2026/27',
        note: 'For 10 months; shown as a bank balance',
      },
      living_norm: { state: 'unchecked' },
      visa_fee: { state: 'none', source_url: 'https://www.migrationsverket.se/fees', checked_on: '2026-10-01' },
      permit_fee: { state: 'unchecked', note: 'Not stated separately' },
      checklist: [{ title: 'Apply', detail: null, lead_time: null, url: 'https://www.example.org/apply' }],
    };
    const spec = IMPORT_SPECS.countries;
    const file = toCsv(spec.columns, [rowToCells(spec, stored)]);
    expect(file).toContain(',10940,10940.50,SEK,');
    const [row] = checkRows(spec, parseCsv(file)).rows;
    expect(row?.problems).toEqual([]);
    expect(row?.values).toMatchObject(stored);
  });
});

describe('the public page a row changes', () => {
  it('is the university, programme or country guide page, slugged from the name when the file has no slug', () => {
    expect(IMPORT_SPECS.universities.publicPath({ slug: 'tu-delft', university_name: 'TU Delft' })).toBe(
      '/universities/tu-delft',
    );
    expect(IMPORT_SPECS.universities.publicPath({ university_name: 'Technische Universität München' })).toBe(
      '/universities/technische-universitat-munchen',
    );
    expect(IMPORT_SPECS.programs.publicPath({ university_slug: 'tu-delft', name: 'Aerospace (MSc)' })).toBe(
      '/programs/tu-delft/aerospace-msc',
    );
    expect(IMPORT_SPECS.cities.publicPath({ country_code: 'NL', name: 'Delft' })).toBe('/countries/nl');
    expect(IMPORT_SPECS.countries.publicPath({ code: 'NL' })).toBe('/countries/nl');
  });
});
