// The rules on scholarships hold in the database, whatever a client sends (migration
// create_scholarships): amounts as money figures (whole minor units, 0 or more, an ISO 4217 currency,
// the page they come from), country codes as ISO 3166-1 alpha-2, dates as YYYY-MM-DD, each part of what
// it pays checked by private.award_problem with words staff can act on, the universities and programmes
// it names existing (and pruned when one is deleted), and a scholarship imported from a CSV row.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE, MONEY, NONE } from '../support/figures.ts';
import { unique } from '../support/rls.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await stack.signedIn(DEMO_ADMIN)) as unknown as SupabaseClient;
});
afterAll(() => stack.close());

const STIPEND = { ...MONEY, low_cents: 93_400, high_cents: 93_400 };

const scholarship = (fields: Record<string, unknown> = {}) => ({
  name: `Constraint Scholarship ${unique()}`,
  provider: 'Test Foundation',
  official_url: 'https://www.example.org/scholarship',
  levels: ["Master's"],
  destination_codes: ['DE'],
  covers: [
    { kind: 'tuition', waiver_percent: 100 },
    { kind: 'stipend', period: 'month', months: 12, amount: STIPEND },
  ],
  intake: '2027/28',
  criteria: 'Academic excellence and a motivation letter.',
  checked_on: '2026-11-20',
  ...fields,
});

/** Inserts a scholarship; the error's code and message (nulls when stored) and the row. */
async function insert(fields: Record<string, unknown> = {}) {
  const { data, error } = await admin.from('scholarships').insert(scholarship(fields)).select().single();
  return {
    code: error?.code ?? null,
    message: error?.message ?? null,
    row: data as Record<string, unknown> | null,
  };
}

const withPart = (part: Record<string, unknown>) => ({ covers: [part] });

describe('scholarships: what is stored', () => {
  it('stores a described scholarship as given, its slug from the name and its dates unchecked until checked', async () => {
    const { code, row } = await insert({ name: 'Heinrich Test Scholarship', nationalities: ['IN', 'NP'] });
    expect(code).toBeNull();
    expect(row).toMatchObject({
      slug: 'heinrich-test-scholarship',
      nationalities: ['IN', 'NP'],
      field_codes: null,
      university_ids: null,
      covers: [
        { kind: 'tuition', waiver_percent: 100 },
        { kind: 'stipend', period: 'month', months: 12, amount: STIPEND },
      ],
      opens_on: { state: 'unchecked' },
      deadline: { state: 'unchecked' },
    });
  });

  it('keeps a part whose amount nobody checked as "not checked yet", and a rolling deadline as none', async () => {
    const { code, row } = await insert({
      covers: [{ kind: 'travel', period: 'once', amount: { state: 'unchecked' } }],
      deadline: NONE,
      opens_on: DATE,
    });
    expect(code).toBeNull();
    expect(row?.covers).toEqual([{ kind: 'travel', period: 'once', amount: { state: 'unchecked' } }]);
    expect(row?.deadline).toEqual(NONE);
  });
});

describe('scholarships: amounts are money figures', () => {
  it.each([
    ['a negative amount', { ...STIPEND, low_cents: -1, high_cents: 0 }, 'whole cents, 0 or more'],
    ['a fraction of a cent', { ...STIPEND, low_cents: 93_400.5, high_cents: 93_401 }, 'whole cents, 0 or more'],
    ['the top of a band below its bottom', { ...STIPEND, low_cents: 2, high_cents: 1 }, 'cannot be below'],
    ['a currency that is not ISO 4217', { ...STIPEND, currency: 'EURO' }, 'ISO 4217'],
    ['a currency in lower case', { ...STIPEND, currency: 'eur' }, 'ISO 4217'],
    ['an amount without its official page', { ...STIPEND, source_url: undefined }, 'official page'],
    ['an amount without the day it was checked', { ...STIPEND, checked_on: '20/11/2026' }, 'YYYY-MM-DD'],
    ['an amount without the year it is for', { ...STIPEND, applies_to: undefined }, 'academic year'],
  ])('refuses %s, naming the part', async (_, amount, words) => {
    const { code, message } = await insert(withPart({ kind: 'stipend', period: 'month', amount }));
    expect(code).toBe('23514');
    expect(message).toContain('covers, part 1: amount');
    expect(message).toContain(words);
  });

  it('takes a zero amount (a page that says nothing is paid for it) and a band', async () => {
    const zero = { ...STIPEND, low_cents: 0, high_cents: 0 };
    const band = { ...STIPEND, low_cents: 86_100, high_cents: 120_000 };
    const { code } = await insert({
      covers: [
        { kind: 'insurance', period: 'month', amount: zero },
        { kind: 'stipend', period: 'month', amount: band },
      ],
    });
    expect(code).toBeNull();
  });
});

describe('scholarships: the rules of each part (private.award_problem)', () => {
  it.each([
    ['an unknown kind', { kind: 'laptop' }, 'kind must be tuition, stipend, travel, insurance or one_off'],
    ['a key no part has', { kind: 'travel', period: 'once', bonus: 1 }, '"bonus" does not belong'],
    ['an unknown period', { kind: 'stipend', period: 'week' }, 'period must be month, semester, year or once'],
    ['months on a yearly stipend', { kind: 'stipend', period: 'year', months: 10 }, 'months (1 to 12 a year)'],
    ['13 months', { kind: 'stipend', period: 'month', months: 13 }, 'months (1 to 12 a year)'],
    [
      'a waiver on a stipend',
      { kind: 'stipend', period: 'month', waiver_percent: 50 },
      'waiver_percent (a whole 1 to 100) belongs only to a tuition part',
    ],
    ['a waiver of 0%', { kind: 'tuition', waiver_percent: 0 }, 'waiver_percent (a whole 1 to 100)'],
    ['a waiver of 101%', { kind: 'tuition', waiver_percent: 101 }, 'waiver_percent (a whole 1 to 100)'],
    ['tuition with neither share nor amount', { kind: 'tuition' }, 'a tuition part needs the share it waives'],
    [
      'tuition with both share and amount',
      { kind: 'tuition', period: 'year', waiver_percent: 50, amount: MONEY },
      'a tuition part is a share (waiver_percent) or an amount, not both',
    ],
    ['an amount without its period', { kind: 'travel', amount: MONEY }, 'an amount needs its period'],
    ['a stipend without its period', { kind: 'stipend' }, 'a stipend needs its period'],
    ['an empty note', { kind: 'tuition', waiver_percent: 100, note: '' }, 'the note must be 1 to 200 characters'],
  ])('refuses %s', async (_, part, words) => {
    const { code, message } = await insert(withPart(part));
    expect(code).toBe('23514');
    expect(message).toContain(`covers, part 1: ${words}`);
  });

  it('names the part that is wrong, not only the first', async () => {
    const { message } = await insert({
      covers: [{ kind: 'tuition', waiver_percent: 100 }, { kind: 'stipend' }],
    });
    expect(message).toContain('covers, part 2: a stipend needs its period');
  });

  it.each([
    ['nothing it pays for', []],
    ['more than eight parts', Array.from({ length: 9 }, () => ({ kind: 'one_off', period: 'once' }))],
    ['an object instead of a list', { kind: 'tuition', waiver_percent: 100 }],
  ])('refuses %s', async (_, covers) => {
    const { code, message } = await insert({ covers });
    expect(code).toBe('23514');
    expect(message).toContain('list 1 to 8 things the scholarship pays for');
  });
});

describe('scholarships: codes, dates and sources', () => {
  it.each([
    ['a three-letter nationality', { nationalities: ['IND'] }],
    ['a nationality in lower case', { nationalities: ['in'] }],
    ['an empty list of nationalities (null means all)', { nationalities: [] }],
    ['a destination that is a name', { destination_codes: ['Germany'] }],
    ['no destination', { destination_codes: [] }],
    ['a field outside ISCED-F broad fields', { field_codes: ['11'] }],
    ['an official page that is a script', { official_url: 'javascript:alert(1)' }],
    ['a deadline as a day of a European calendar', { deadline: { ...DATE, date: '31/05/2027' } }],
    ['a deadline without its official page', { deadline: { ...DATE, source_url: undefined } }],
    ['a rolling deadline without its official page', { deadline: { state: 'none' } }],
    ['an opening day without the day it was checked', { opens_on: { ...DATE, checked_on: undefined } }],
    ['no awards', { awards_count: 0 }],
    ['a blank criterion', { criteria: '  ' }],
  ])('refuses %s (23514)', async (_, fields) => {
    expect((await insert(fields)).code).toBe('23514');
  });

  it('refuses a day checked in the future, on the row and on a figure', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await insert({ checked_on: tomorrow })).code).not.toBeNull();
    expect((await insert({ deadline: { ...DATE, checked_on: tomorrow } })).code).not.toBeNull();
  });

  it('refuses a date that is not a day (2027-02-30) and a checked_on that is not a date', async () => {
    expect((await insert({ deadline: { ...DATE, date: '2027-02-30' } })).code).toBe('23514');
    expect((await insert({ checked_on: 'last week' })).code).not.toBeNull();
  });
});

describe('scholarships: the universities and programmes named', () => {
  it('refuses an id no university or programme has (23503), naming the column', async () => {
    const university = await insert({ university_ids: [-1] });
    expect(university.code).toBe('23503');
    expect(university.message).toContain('university_ids: no university has the id -1');
    const program = await insert({ program_ids: [-7] });
    expect(program.code).toBe('23503');
    expect(program.message).toContain('program_ids: no programme has the id -7');
  });

  it('a deleted programme or university leaves the scholarships that named it', async () => {
    const { data: university } = await admin
      .from('universities_data')
      .insert({ university_name: `Prune University ${unique()}` })
      .select('id')
      .single();
    const { data: programs } = await admin
      .from('programs')
      .insert(
        ['One', 'Two'].map((n) => ({ university_id: university?.id, name: `Prune ${n} (M.Sc.)`, level: "Master's" })),
      )
      .select('id');
    const [one, two] = (programs ?? []).map((p) => p.id as number);
    const { data: other } = await admin.from('universities_data').select('id').neq('id', university?.id).limit(1);
    const otherUniversity = other?.[0]?.id as number;
    const { row, code } = await insert({
      university_ids: [university?.id, otherUniversity],
      program_ids: [one, two],
    });
    expect(code).toBeNull();

    await admin.from('programs').delete().eq('id', one);
    const afterProgram = await admin.from('scholarships').select('program_ids').eq('id', row?.id).single();
    expect(afterProgram.data?.program_ids).toEqual([two]);

    // Deleting the university takes its last programme too; the lists lose both, and the programmes'
    // list becomes empty (none of the catalogue's), never null (any).
    const deleted = await admin.from('universities_data').delete().eq('id', university?.id);
    expect(deleted.error).toBeNull();
    const after = await admin.from('scholarships').select('university_ids, program_ids').eq('id', row?.id).single();
    expect(after.data).toEqual({ university_ids: [otherUniversity], program_ids: [] });

    // A list naming a programme that does not exist is still refused on an edit.
    const added = await admin
      .from('scholarships')
      .update({ program_ids: [-3] })
      .eq('id', row?.id);
    expect(added.error?.message).toContain('program_ids: no programme has the id -3');
  });
});

describe('scholarships: CSV import (rpc/import_rows)', () => {
  const importRows = async (rows: unknown[], write: boolean) => {
    const { data, error } = await admin.rpc('import_rows', {
      target: 'scholarships',
      rows,
      write,
      all_or_nothing: true,
    });
    if (error) throw error;
    return data as { written: boolean; failed: number; rows: { action?: string; error?: string; column?: string }[] };
  };

  it('adds a scholarship from a row, then updates it found by its slug', async () => {
    const slug = `imported-scholarship-${unique()}`;
    const row = { ...scholarship({ slug, deadline: DATE, nationalities: ['BD'] }) };
    const first = await importRows([row], true);
    expect(first).toEqual({ written: true, failed: 0, rows: [{ index: 0, action: 'insert' }] });
    const second = await importRows([{ ...row, awards_count: 25 }], true);
    expect(second.rows[0]?.action).toBe('update');
    const { data } = await admin.from('scholarships').select('*').eq('slug', slug).single();
    expect(data).toMatchObject({ awards_count: 25, nationalities: ['BD'], deadline: DATE, covers: row.covers });
  });

  it('answers a bad part with its words and the column, and writes nothing', async () => {
    const slug = `bad-import-${unique()}`;
    const answer = await importRows([scholarship({ slug, covers: [{ kind: 'stipend' }] })], true);
    expect(answer.written).toBe(false);
    expect(answer.rows[0]).toMatchObject({
      error: 'covers, part 1: a stipend needs its period (month, semester, year or once)',
      column: 'covers',
    });
    const { data } = await admin.from('scholarships').select('id').eq('slug', slug);
    expect(data).toEqual([]);
  });
});
