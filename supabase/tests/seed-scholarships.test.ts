// The seeded scholarships and their evidence (supabase/seed-evidence/scholarships.json): at least 40
// real scholarships covering every seeded country, every one from its official page read on the day
// recorded, with the words that say what it pays and who may apply; every amount and date in the
// database tied to that evidence; and no deadline that had passed when it was read stored as the 2027
// one (that is last round's date: it belongs in the deadline's note, as "not checked yet").
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_END,
  BLOCK_START,
  type EvidenceFile,
  rowOf,
  seedScholarshipsSql,
} from '../seed-evidence/scholarships.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

const evidence = JSON.parse(
  readFileSync(new URL('../seed-evidence/scholarships.json', import.meta.url), 'utf8'),
) as EvidenceFile;
const seedSql = readFileSync(new URL('../seed.sql', import.meta.url), 'utf8');

/** Aggregators, agencies and mirrors: never a source (the evidence names the funder's own page). */
const NOT_OFFICIAL =
  /scholarshipportal|scholars4dev|opportunit|buddy4study|leverageedu|yocket|wikipedia|studyportals|mastersportal|blogspot|medium\.com/;

let stack: TestStack;
let seeded: (ReturnType<typeof rowOf> & { university_ids: number[] | null })[];
let countries: string[];

beforeAll(async () => {
  stack = await startTestStack();
  const anon = stack.anon();
  const [rows, codes] = await Promise.all([
    anon.from('scholarships').select('*'),
    anon.from('countries').select('code'),
  ]);
  if (rows.error || codes.error) throw new Error(rows.error?.message ?? codes.error?.message);
  seeded = rows.data as never;
  countries = codes.data.map((c) => c.code);
});
afterAll(() => stack?.close());

describe('the seeded scholarships', () => {
  it('are at least 40, and every seeded destination country has some', () => {
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    const covered = new Set(seeded.flatMap((s) => s.destination_codes));
    expect(countries.filter((code) => !covered.has(code))).toEqual([]);
  });

  it('are the rows the evidence file gives, field for field (seed.sql is generated from it)', () => {
    const block = seedSql.slice(seedSql.indexOf(BLOCK_START), seedSql.indexOf(BLOCK_END) + BLOCK_END.length);
    expect(block).toBe(seedScholarshipsSql(evidence));
    const bySlug = new Map(seeded.map((row) => [row.slug, row]));
    expect([...bySlug.keys()].sort()).toEqual(evidence.scholarships.map((s) => s.slug).sort());
    for (const s of evidence.scholarships) {
      const { university_ids, ...row } = bySlug.get(s.slug) as (typeof seeded)[number];
      expect(row, s.slug).toMatchObject(rowOf(s));
      // Every university named is one of the catalogue's.
      expect(university_ids?.length ?? null, s.slug).toBe(s.universities?.length ?? null);
    }
  });

  it('each cite the funder’s official page, with its words on who may apply and on every part it pays', () => {
    for (const s of evidence.scholarships) {
      expect(NOT_OFFICIAL.test(s.official_url), s.slug).toBe(false);
      expect(s.page_version.trim().length, s.slug).toBeGreaterThan(5);
      expect(s.checked_on, s.slug).toBe(evidence.checked_on);
      expect(s.criteria.trim().length, s.slug).toBeGreaterThan(20);
      if (s.nationalities !== null) expect(s.nationalities_quote?.trim().length ?? 0, s.slug).toBeGreaterThan(20);
      for (const part of s.covers) {
        expect(part.quote.trim().length, `${s.slug} ${part.kind}`).toBeGreaterThan(15);
        if (part.source_url) expect(NOT_OFFICIAL.test(part.source_url), s.slug).toBe(false);
      }
      if (s.awards !== null) expect(s.awards_quote?.trim().length ?? 0, s.slug).toBeGreaterThan(10);
      if (s.deadline !== null) expect(s.deadline_quote?.trim().length ?? 0, s.slug).toBeGreaterThan(10);
    }
  });

  it('store an amount only where the page states one, never a zero for an unstated one', () => {
    for (const row of seeded) {
      for (const part of row.covers) {
        if (part.amount?.state === 'known') expect(part.amount.high_cents, row.slug).toBeGreaterThan(0);
      }
    }
    const stated = evidence.scholarships.flatMap((s) => s.covers.filter((p) => p.low != null));
    const known = seeded.flatMap((row) => row.covers.filter((p) => p.amount?.state === 'known'));
    expect(known.length).toBe(stated.length);
  });

  it('never store a deadline that had passed when it was read as the next one', () => {
    for (const row of seeded) {
      if (row.deadline.state === 'known') expect(row.deadline.date >= row.checked_on, row.slug).toBe(true);
      if (row.opens_on.state === 'known' && row.deadline.state === 'known') {
        expect(row.opens_on.date <= row.deadline.date, row.slug).toBe(true);
      }
    }
  });
});
