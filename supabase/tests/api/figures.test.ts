// The rules every figure column holds in the database (private.figure_problem and the trigger that
// refuses a future check, migration make_figures_honest), whatever a client sends, as an admin sending
// it straight to the API. A refusal is 23514 with the message staff read next to the field: the
// column, then what to fix.
import { FIGURE_COLUMNS, type FigureKind, type FigureTable } from '@app/shared/figures';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE, ENGLISH, MONEY, NONE, SOURCE } from '../support/figures.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

const TABLES = Object.keys(FIGURE_COLUMNS) as FigureTable[];
const KEY: Record<FigureTable, string> = {
  programs: 'id',
  universities_data: 'id',
  cities: 'id',
  countries: 'code',
  scholarships: 'id',
};
const SAMPLE: Record<FigureKind, object> = { money: MONEY, date: DATE, english: ENGLISH };
const without = (figure: object, key: string) => Object.fromEntries(Object.entries(figure).filter(([k]) => k !== key));
const known = (value: object) => ({ state: 'known', applies_to: '2027/28', ...SOURCE, ...value });

let stack: TestStack;
// Tables and columns are addressed by name here; the generated client types would need one call per column.
let admin: SupabaseClient;
/** A seeded row of each table, whose figures the tests change. */
const rowOf = {} as Record<FigureTable, string | number>;

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await stack.signedIn(DEMO_ADMIN)) as unknown as SupabaseClient;
  for (const table of TABLES) {
    const { data } = await admin.from(table).select(KEY[table]).limit(1).single();
    rowOf[table] = (data as Record<string, string | number> | null)?.[KEY[table]] ?? 0;
  }
});
afterAll(() => stack.close());

const stored = async (table: FigureTable, column: string) => {
  const { data } = await stack.service().from(table).select(column).eq(KEY[table], rowOf[table]).single();
  return (data as Record<string, unknown> | null)?.[column];
};

/** Writes `figure` into the seeded row's column: the refusal as staff see it (code and message), or null. */
async function write(table: FigureTable, column: string, figure: unknown, client = admin) {
  const { error } = await client
    .from(table)
    .update({ [column]: figure })
    .eq(KEY[table], rowOf[table]);
  return error && { code: error.code, message: error.message };
}

describe('a figure the database refuses, with the column and what to fix', () => {
  const SOURCE_PAGE = 'needs the official page it comes from (an http(s) URL)';
  const DAY = 'needs the day it was checked (YYYY-MM-DD)';
  const AMOUNT = 'needs an amount: whole cents, 0 or more (low_cents and high_cents)';
  const CURRENCY = 'needs its currency (a three-letter ISO 4217 code)';
  const IELTS = 'the IELTS band must be 0 to 9 in steps of 0.5';
  const CEFR = 'the CEFR level must be one of A1, A2, B1, B2, C1, C2';
  const NO_LEVEL = 'needs an IELTS band, a TOEFL iBT score or a CEFR level';
  const TOEFL = 'the TOEFL iBT score must be a whole number from 0 to 120';
  const money = (value: object) => ({ ...MONEY, ...value });

  it.each<[string, FigureTable, string, unknown, string]>([
    // Known: the official page, the day checked and the year it is for.
    ['a fee without its page', 'programs', 'tuition_non_eu', without(MONEY, 'source_url'), SOURCE_PAGE],
    ['a page on our own site', 'programs', 'tuition_non_eu', money({ source_url: '/pricing' }), SOURCE_PAGE],
    [
      'a page that is not http(s)',
      'programs',
      'tuition_non_eu',
      money({ source_url: 'ftp://example.edu/f' }),
      SOURCE_PAGE,
    ],
    ['a fee without the day checked', 'programs', 'tuition_eu', without(MONEY, 'checked_on'), DAY],
    ['a day checked that does not exist', 'programs', 'tuition_eu', money({ checked_on: '2026-02-30' }), DAY],
    ['a day checked written another way', 'cities', 'food', money({ checked_on: '20/11/2026' }), DAY],
    ['a day checked before 2000', 'cities', 'food', money({ checked_on: '1999-12-31' }), DAY],
    [
      'a fee without its academic year',
      'programs',
      'semester_fees',
      without(MONEY, 'applies_to'),
      'needs the academic year or intake it applies to (e.g. 2026/27)',
    ],
    [
      'a blank academic year',
      'countries',
      'visa_fee',
      money({ applies_to: '  ' }),
      'the academic year or intake must be 1 to 60 characters',
    ],
    // Confirmed none: its page and the day checked, and no amount.
    ['a none without its page', 'programs', 'tuition_eu', without(NONE, 'source_url'), SOURCE_PAGE],
    ['a none without the day checked', 'countries', 'permit_fee', without(NONE, 'checked_on'), DAY],
    [
      'a none with an amount',
      'cities',
      'insurance',
      { ...NONE, low_cents: 0 },
      '"low_cents" does not belong to a figure that is none',
    ],
    // Money: whole cents, 0 or more, a band low ≤ high, a currency.
    [
      'a band whose high end is below its low end',
      'cities',
      'housing_shared',
      money({ low_cents: 60_000, high_cents: 50_000 }),
      'the high end of a band cannot be below the low end',
    ],
    ['part of a cent', 'cities', 'food', money({ low_cents: 25_000.5 }), AMOUNT],
    ['a negative amount', 'cities', 'transport', money({ low_cents: -100, high_cents: 0 }), AMOUNT],
    ['an amount as text', 'countries', 'proof_of_funds', money({ low_cents: '400000' }), AMOUNT],
    ['a band without its high end', 'countries', 'living_norm', without(MONEY, 'high_cents'), AMOUNT],
    [
      'a currency that is not a code',
      'universities_data',
      'tuition_non_eu_master',
      money({ currency: 'euro' }),
      CURRENCY,
    ],
    ['a code in lower case', 'universities_data', 'tuition_non_eu_master', money({ currency: 'eur' }), CURRENCY],
    ['no currency', 'universities_data', 'tuition_non_eu_bachelor', without(MONEY, 'currency'), CURRENCY],
    // Unchecked: a note at most; every figure: only its own keys, one of the three states, a short note.
    [
      'an unchecked figure with a page',
      'universities_data',
      'tuition_non_eu_bachelor',
      { state: 'unchecked', source_url: SOURCE.source_url },
      '"source_url" does not belong to a figure that is unchecked',
    ],
    [
      'an unchecked figure with an amount',
      'cities',
      'phone',
      { state: 'unchecked', low_cents: 0 },
      '"low_cents" does not belong to a figure that is unchecked',
    ],
    [
      'a key no figure has',
      'cities',
      'other',
      money({ amount: 5 }),
      '"amount" does not belong to a figure that is known',
    ],
    ['a fourth state', 'cities', 'housing_studio', { state: 'estimated' }, 'state must be known, none or unchecked'],
    ['no state', 'cities', 'housing_dorm', {}, 'state must be known, none or unchecked'],
    ['a bare number', 'programs', 'tuition_non_eu', 400_000, 'must be a JSON object'],
    [
      'a note of 501 characters',
      'programs',
      'tuition_eu',
      money({ note: 'x'.repeat(501) }),
      'the note must be 1 to 500 characters',
    ],
    [
      'an empty note',
      'programs',
      'tuition_eu',
      { state: 'unchecked', note: '' },
      'the note must be 1 to 500 characters',
    ],
    // Dates: a real day as YYYY-MM-DD.
    ['a date in words', 'programs', 'deadline', known({ date: '31 May' }), 'needs the date (YYYY-MM-DD)'],
    ['a day February lacks', 'programs', 'deadline', known({ date: '2027-02-29' }), 'needs the date (YYYY-MM-DD)'],
    ['a known date without the date', 'programs', 'deadline', known({}), 'needs the date (YYYY-MM-DD)'],
    [
      'an amount on a date',
      'programs',
      'deadline',
      { ...DATE, low_cents: 0 },
      '"low_cents" does not belong to a figure that is known',
    ],
    // English: an IELTS band (0–9 in halves), a TOEFL iBT score (0–120, whole) and/or a CEFR level.
    ['neither score nor level', 'programs', 'english_requirement', known({}), NO_LEVEL],
    ['a level below the scale', 'programs', 'english_requirement', known({ cefr: 'A0' }), CEFR],
    ['a level in lower case', 'programs', 'english_requirement', known({ cefr: 'b2' }), CEFR],
    ['a level as a number', 'programs', 'english_requirement', known({ cefr: 2 }), CEFR],
    ['a level with a bad score', 'programs', 'english_requirement', known({ cefr: 'B2', ielts: 9.5 }), IELTS],
    ['IELTS above 9', 'programs', 'english_requirement', known({ ielts: 9.5 }), IELTS],
    ['IELTS below 0', 'programs', 'english_requirement', known({ ielts: -0.5 }), IELTS],
    ['IELTS between half bands', 'programs', 'english_requirement', known({ ielts: 6.3 }), IELTS],
    ['IELTS as text', 'programs', 'english_requirement', known({ ielts: '6.5' }), IELTS],
    ['TOEFL above 120', 'programs', 'english_requirement', known({ toefl: 121 }), TOEFL],
    ['TOEFL below 0', 'programs', 'english_requirement', known({ ielts: 6, toefl: -1 }), TOEFL],
    ['TOEFL with a fraction', 'programs', 'english_requirement', known({ toefl: 90.5 }), TOEFL],
  ])('%s (%s.%s)', async (_, table, column, figure, problem) => {
    const before = await stored(table, column);
    expect(await write(table, column, figure)).toEqual({ code: '23514', message: `${column}: ${problem}` });
    expect(await stored(table, column)).toEqual(before);
  });

  it('a missing figure is not "unchecked": the column refuses null', async () => {
    expect((await write('programs', 'tuition_non_eu', null))?.code).toBe('23502');
  });
});

describe('a figure the database keeps as given', () => {
  it.each<[string, FigureTable, string, unknown]>([
    ['a band', 'programs', 'tuition_non_eu', MONEY],
    [
      'one amount (low = high), with a note',
      'cities',
      'housing_dorm',
      { ...MONEY, low_cents: 45_000, high_cents: 45_000, note: 'Studierendenwerk rooms, warm rent.' },
    ],
    [
      'an amount in its own currency',
      'countries',
      'visa_fee',
      { ...MONEY, low_cents: 249_000, high_cents: 249_000, currency: 'DKK' },
    ],
    ['a confirmed none', 'programs', 'tuition_eu', NONE],
    [
      'a confirmed none for a year, with a note',
      'countries',
      'permit_fee',
      { ...NONE, applies_to: '2026', note: 'Free.' },
    ],
    ['unchecked with a note', 'universities_data', 'tuition_non_eu_bachelor', { state: 'unchecked', note: 'Ask TUM.' }],
    ['a deadline', 'programs', 'deadline', DATE],
    ['no deadline (rolling admission)', 'programs', 'deadline', { ...NONE, note: 'Rolling admission.' }],
    ['both scores', 'programs', 'english_requirement', ENGLISH],
    ['the highest IELTS band alone', 'programs', 'english_requirement', known({ ielts: 9 })],
    ['the lowest and highest TOEFL scores', 'programs', 'english_requirement', known({ ielts: 0, toefl: 120 })],
    ['a TOEFL score alone', 'programs', 'english_requirement', known({ toefl: 0 })],
    ['a CEFR level alone', 'programs', 'english_requirement', known({ cefr: 'B2' })],
    ['scores and a level', 'programs', 'english_requirement', known({ ielts: 6.5, toefl: 90, cefr: 'C1' })],
  ])('%s (%s.%s)', async (_, table, column, figure) => {
    expect(await write(table, column, figure)).toBeNull();
    expect(await stored(table, column)).toEqual(figure);
  });
});

describe('every figure column', () => {
  const columns = TABLES.flatMap((table) =>
    Object.entries(FIGURE_COLUMNS[table] as Record<string, { kind: FigureKind }>).map(([column, { kind }]) => ({
      table,
      column,
      kind,
    })),
  );

  it('is listed in the FIGURE_COLUMNS registry with its kind (its domain), and the registry lists no other', async () => {
    const { rows } = await stack.engine.owner.query<{ name: string }>(
      `select c.table_name || '.' || c.column_name || ': ' || c.domain_name as name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.domain_name like '%\\_figure'
       order by 1`,
    );
    const registry = columns.map(({ table, column, kind }) => `${table}.${column}: ${kind}_figure`).sort();
    expect(rows.map((row) => row.name)).toEqual(registry);
  });

  it('takes a figure of its kind checked today, and refuses another kind and a check in the future', async () => {
    const { rows } = await stack.engine.owner.query<{ today: string; tomorrow: string }>(
      `select current_date::text as today, (current_date + 1)::text as tomorrow`,
    );
    const { today, tomorrow } = rows[0] ?? { today: '', tomorrow: '' };
    for (const { table, column, kind } of columns) {
      const sample = SAMPLE[kind];
      const other = kind === 'money' ? DATE : MONEY;
      const where = `${table}.${column}`;
      expect(await write(table, column, { ...sample, checked_on: today }), where).toBeNull();
      expect(await write(table, column, other), where).toEqual({
        code: '23514',
        message: expect.stringMatching(new RegExp(`^${column}: "\\w+" does not belong to a figure that is known$`)),
      });
      expect(await write(table, column, { ...NONE, checked_on: tomorrow }), where).toEqual({
        code: '23514',
        message: `${column}: the day checked cannot be in the future`,
      });
      expect(await stored(table, column), where).toEqual({ ...sample, checked_on: today });
    }
  });

  it('stays out of reach of visitors and students (row-level security)', async () => {
    const { client: student } = await stack.newUser();
    for (const client of [stack.anon() as unknown as SupabaseClient, student as unknown as SupabaseClient]) {
      for (const { table, column } of columns) {
        const before = await stored(table, column);
        await write(table, column, { state: 'unchecked', note: 'Changed by someone who is not staff.' }, client);
        expect(await stored(table, column), `${table}.${column}`).toEqual(before);
      }
    }
  });
});
