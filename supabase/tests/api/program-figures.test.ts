// The rules on programmes' structured fields hold in the database, whatever a client sends: credits,
// intakes and languages in range, pages as web pages, slugs as the site makes them. The rules of the
// figures themselves (fees, deadline, English requirement) are in figures.test.ts.
import { slugify } from '@app/shared/slug';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE, ENGLISH, MONEY, NONE } from '../support/figures.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let admin: SupabaseClient;
let universityId: number;
let made = 0;

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await stack.signedIn(DEMO_ADMIN)) as unknown as SupabaseClient;
  const { data } = await admin.from('universities_data').select('id').limit(1).single();
  universityId = data?.id;
});
afterAll(() => stack.close());

/** Inserts a programme with `fields`; returns the error code (null when stored) and the row. */
async function insertProgram(fields: Record<string, unknown>) {
  const { data, error } = await admin
    .from('programs')
    .insert({ university_id: universityId, name: `Fields Test ${++made} (M.Sc.)`, level: "Master's", ...fields })
    .select()
    .single();
  return { code: error?.code ?? null, row: data as Record<string, unknown> | null };
}

describe('programs: structured fields', () => {
  it('stores a fully described programme as given', async () => {
    const described = {
      field_code: '06',
      languages: ['en', 'de'],
      ects: 120,
      study_mode: 'Full-time',
      intake_months: [4, 10],
      program_url: 'https://www.example.edu/msc',
      tuition_non_eu: MONEY,
      tuition_eu: NONE,
      semester_fees: { ...MONEY, low_cents: 34_000, high_cents: 34_000 },
      deadline: DATE,
      english_requirement: ENGLISH,
    };
    const { code, row } = await insertProgram(described);
    expect(code).toBeNull();
    expect(row).toMatchObject(described);
  });

  it('starts a new programme with every figure unchecked, never as a zero or a blank', async () => {
    const { row } = await insertProgram({});
    const unchecked = { state: 'unchecked' };
    expect(row).toMatchObject({
      tuition_non_eu: unchecked,
      tuition_eu: unchecked,
      semester_fees: unchecked,
      deadline: unchecked,
      english_requirement: unchecked,
    });
  });

  it.each([
    ['ECTS of 0', { ects: 0 }],
    ['an intake month 13', { intake_months: [13] }],
    ['a three-letter language code', { languages: ['eng'] }],
    ['a programme page that is a script', { program_url: 'javascript:alert(1)' }],
    ['a slug with capitals', { slug: 'Data-Science' }],
  ])('refuses %s (23514)', async (_, fields) => {
    expect((await insertProgram(fields)).code).toBe('23514');
  });

  it('refuses a field of study outside the taxonomy', async () => {
    expect((await insertProgram({ field_code: '11' })).code).toBe('23503');
  });

  it('makes the slug from the name as the site does, the next free one when it is taken', async () => {
    const name = 'Technische Universität München: Ökonomie & Data-Science (M.Sc.)';
    const first = await admin
      .from('programs')
      .insert({ university_id: universityId, name, level: "Master's" })
      .select('slug')
      .single();
    expect(first.error).toBeNull();
    expect(first.data?.slug).toBe(slugify(name));
    expect(first.data?.slug).toBe('technische-universitat-munchen-okonomie-data-science-msc');
    // A second program of the same name (a Bachelor's beside a Master's) gets the next free slug.
    const again = await admin
      .from('programs')
      .insert({ university_id: universityId, name, level: "Bachelor's" })
      .select('slug')
      .single();
    expect(again.data?.slug).toBe(`${slugify(name)}-2`);
    // A name without Latin letters still gets a slug the URL rule accepts.
    const greek = await admin
      .from('programs')
      .insert({ university_id: universityId, name: 'Πληροφορική', level: "Bachelor's" })
      .select('slug')
      .single();
    expect(greek.data?.slug).toMatch(/^program(-\d+)?$/);
    // A slug staff type themselves must still be unique at that university.
    const taken = await admin
      .from('programs')
      .insert({ university_id: universityId, name: 'Other', slug: slugify(name), level: "Master's" });
    expect(taken.error?.code).toBe('23505');
  });

  it('agrees with the site on slugs of names with letters that do not decompose', async () => {
    const long = `${'Interdisciplinary '.repeat(7)}Studies`;
    const names = [
      'Straße Æther Œuvre',
      'Łódź Øresund Đakovo',
      'Þórshöfn Garðabær',
      'České učení Plzeň',
      "King's College (B.A.)",
      '  --Ünï--  ',
      long,
    ];
    for (const name of names) {
      const { data } = await admin
        .from('programs')
        .insert({ university_id: universityId, name, level: "Bachelor's" })
        .select('slug')
        .single();
      expect(data?.slug, name).toBe(slugify(name));
    }
  });
});

describe('universities_data: slug and country code', () => {
  it('gives a new university the slug of its name and refuses a lower-case country code', async () => {
    const { data, error } = await admin
      .from('universities_data')
      .insert({ university_name: 'Université Côte d’Azur', country_code: 'FR' })
      .select('slug')
      .single();
    expect(error).toBeNull();
    expect(data?.slug).toBe('universite-cote-dazur');
    const lower = await admin.from('universities_data').insert({ university_name: 'Lower Case', country_code: 'fr' });
    expect(lower.error?.code).toBe('23514');
  });
});
