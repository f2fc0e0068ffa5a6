import { describe, expect, it } from 'vitest';
import { parseCsv, splitCell, toCsv } from './csv.ts';

describe('CSV files staff bring and take', () => {
  it('reads quoted commas, quotes and line breaks inside cells', () => {
    const { columns, rows } = parseCsv('name,city\r\n"Sapienza, Rome","Rome ""Centro""\nItaly"\r\n');
    expect(columns).toEqual(['name', 'city']);
    expect(rows).toEqual([{ name: 'Sapienza, Rome', city: 'Rome "Centro"\nItaly' }]);
  });

  it('drops a BOM, so the first column keeps its name', () => {
    expect(parseCsv('\ufeffslug,name\nabc,Abc\n').rows).toEqual([{ slug: 'abc', name: 'Abc' }]);
  });

  it("reads Excel's semicolon files, with or without a sep= line, commas in cells kept", () => {
    const expected = [{ name: 'Uni, Wien', ranking: '150' }];
    expect(parseCsv('name;ranking\r\nUni, Wien;150\r\n').rows).toEqual(expected);
    expect(parseCsv('sep=;\r\nname;ranking\r\nUni, Wien;150\r\n').rows).toEqual(expected);
  });

  it('skips blank lines and trims header names', () => {
    expect(parseCsv(' slug , name \n\nabc,Abc\n\n').rows).toEqual([{ slug: 'abc', name: 'Abc' }]);
  });

  it('writes what it reads back: BOM, quoting, lists and empty cells', () => {
    const rows = [{ name: 'Sapienza, "La"', languages: ['en', 'it'], ranking: null, ects: 120 }];
    const text = toCsv(['name', 'languages', 'ranking', 'ects'], rows);
    expect(text.startsWith('\ufeffname,languages,ranking,ects\r\n')).toBe(true);
    const back = parseCsv(text).rows[0];
    expect(back).toEqual({ name: 'Sapienza, "La"', languages: 'en; it', ranking: '', ects: '120' });
    expect(splitCell(back?.languages)).toEqual(['en', 'it']);
  });
});
