// The console's catalogue health, as the database answers it on both engines: counts per country and
// figure that match the rows, the programmes with what they lack and how often they are shortlisted,
// staleness of figures and rates, and the currencies without a rate. Staff only.
import type { Figure, MoneyFigure } from '@app/shared/figures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const admin = () => stack.signedIn(DEMO_ADMIN);
const state = (figure: unknown) => (figure as Figure).state;

describe('catalogue_health', () => {
  it("counts each country's programmes per state as families see them (a university's fee stands in)", async () => {
    const { data: rows, error } = await (await admin()).rpc('catalogue_health');
    expect(error).toBeNull();
    const { data: programs } = await stack
      .service()
      .from('programs')
      .select(
        'level, tuition_non_eu, deadline, university:universities_data(country_code, tuition_non_eu_bachelor, tuition_non_eu_master)',
      );
    const expected = new Map<string, { known: number; confirmed_none: number; unchecked: number }>();
    for (const p of programs ?? []) {
      const u = p.university as unknown as Record<string, MoneyFigure> & { country_code: string };
      const wide = p.level === "Bachelor's" ? u.tuition_non_eu_bachelor : u.tuition_non_eu_master;
      const shown = state(p.tuition_non_eu) === 'unchecked' && state(wide) !== 'unchecked' ? wide : p.tuition_non_eu;
      const counts = expected.get(u.country_code) ?? { known: 0, confirmed_none: 0, unchecked: 0 };
      const key = state(shown) === 'none' ? 'confirmed_none' : (state(shown) as 'known' | 'unchecked');
      counts[key] += 1;
      expected.set(u.country_code, counts);
    }
    const tuition = (rows ?? []).filter((row) => row.table_name === 'programs' && row.figure === 'tuition_non_eu');
    expect(
      new Map(
        tuition.map((row) => [
          row.country_code,
          { known: row.known, confirmed_none: row.confirmed_none, unchecked: row.unchecked },
        ]),
      ),
    ).toEqual(expected);
    // Every figure column of every figure table is counted: programmes (with the application fee), universities, cities, countries
    // and scholarships (their opening day and deadline).
    expect(new Set((rows ?? []).map((row) => `${row.table_name}.${row.figure}`)).size).toBe(6 + 2 + 8 + 4 + 2);
  });

  it('counts a figure checked more than 12 months ago as stale', async () => {
    const { data: city } = await stack.service().from('cities').select('id, country_code').limit(1).single();
    const old = {
      state: 'known',
      low_cents: 30_000,
      high_cents: 40_000,
      currency: 'EUR',
      source_url: 'https://www.example.edu/costs',
      checked_on: '2024-01-15',
      applies_to: '2023/24',
    };
    await stack
      .service()
      .from('cities')
      .update({ food: old })
      .eq('id', city?.id ?? 0);
    const { data: rows } = await (await admin()).rpc('catalogue_health');
    const food = rows?.find(
      (row) => row.table_name === 'cities' && row.figure === 'food' && row.country_code === city?.country_code,
    );
    expect(food?.stale).toBeGreaterThanOrEqual(1);
  });

  it('answers 42501 to students and visitors', async () => {
    const student = (await stack.newUser()).client;
    for (const client of [student, stack.anon()]) {
      const { error } = await client.rpc('catalogue_health');
      expect(error?.code).toMatch(/42501/);
    }
  });
});

describe('program_figure_gaps', () => {
  it('lists every programme for admins with what it lacks and how often it is shortlisted; nobody else sees a row', async () => {
    const student = await stack.newUser();
    const { data: target } = await stack.service().from('programs').select('id').limit(1).single();
    await student.client.from('shortlisted_programs').insert({ program_id: target?.id ?? 0 });
    const { data: gaps, error } = await (await admin())
      .from('program_figure_gaps')
      .select('id, lacks, lacking, lacks_deadline, shortlisted, deadline_state:next_deadline');
    expect(error).toBeNull();
    const { count } = await stack.service().from('programs').select('id', { count: 'exact', head: true });
    expect(gaps?.length).toBe(count);
    expect(gaps?.find((row) => row.id === target?.id)?.shortlisted).toBe(1);
    for (const row of gaps ?? []) {
      expect(row.lacking).toBe(row.lacks?.length);
      expect(row.lacks_deadline).toBe(row.lacks?.includes('deadline'));
    }
    const seenByStudent = await student.client.from('program_figure_gaps').select('id');
    expect(seenByStudent.data ?? []).toEqual([]);
    const seenByVisitor = await stack.anon().from('program_figure_gaps').select('id');
    expect(seenByVisitor.data ?? []).toEqual([]);
  });
});

describe('figure_staleness', () => {
  it('counts stale figures and rates and names the currencies the site needs and has no rate for', async () => {
    await stack.engine.owner.query(`delete from public.exchange_rates`);
    await stack.engine.owner.query(
      `insert into public.exchange_rates (currency, units_per_eur, rate_date, source_url)
       values ('INR', 100, current_date - 40, 'https://www.ecb.europa.eu/'), ('SEK', 11, current_date, 'https://www.ecb.europa.eu/')`,
    );
    const { data, error } = await (await admin()).rpc('figure_staleness', { needed_currencies: ['INR', 'NPR', 'BDT'] });
    expect(error).toBeNull();
    const answer = data as { stale_figures: number; stale_rates: { currency: string }[]; missing_rates: string[] };
    expect(answer.stale_rates.map((rate) => rate.currency)).toEqual(['INR']);
    expect(answer.missing_rates).toEqual(expect.arrayContaining(['BDT', 'NPR']));
    expect(answer.missing_rates).not.toContain('INR');
    expect(answer.missing_rates).not.toContain('SEK');
    expect(answer.missing_rates).not.toContain('EUR');
    expect(answer.stale_figures).toBeGreaterThanOrEqual(0);
  });

  it('answers 42501 to students', async () => {
    const { error } = await (await stack.newUser()).client.rpc('figure_staleness', { needed_currencies: [] });
    expect(error?.code).toMatch(/42501/);
  });
});

describe('record_exchange_rates', () => {
  it('is for the scheduled job (service role) only', async () => {
    const rate = [
      { currency: 'NPR', units_per_eur: 150, rate_date: '2026-11-20', source_url: 'https://www.nrb.org.np/forex/' },
    ];
    for (const client of [await admin(), (await stack.newUser()).client, stack.anon()]) {
      const { error } = await client.rpc('record_exchange_rates', { rates: rate });
      expect(error?.code).toMatch(/42501/);
    }
    const { data } = await stack.service().rpc('record_exchange_rates', { rates: rate });
    expect(data).toEqual(['NPR']);
  });
});
