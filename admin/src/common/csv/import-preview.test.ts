import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { checkRows, rowsToSend, summary, withDatabaseAnswer } from './import-preview.ts';
import { IMPORT_SPECS } from './import-specs.ts';

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

  it('asks for a programme’s university and its sources', () => {
    const programs = checkRows(
      IMPORT_SPECS.programs,
      parseCsv("university_slug,slug,name,level,tuition_non_eu_cents\n,msc,MSc,Master's,100000\n"),
    );
    const columns = programs.rows[0]?.problems.map((p) => p.column);
    expect(columns).toContain('university_slug');
    expect(columns).toContain('source_url');
  });
});
