import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

// The admin's searches: case-insensitive partial matches ORed across fields, with values that
// contain PostgREST's reserved characters. Counting and ranges for paginated lists.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  const service = stack.service();
  const { error } = await service.from('universities_data').insert([
    { university_name: 'Université Paris 1 (Panthéon-Sorbonne)', city: 'Paris', country: 'France' },
    { university_name: 'St. Mary\'s "College", Cork', city: 'Cork', country: 'Ireland', institution_type: 'Public' },
    { university_name: 'Back\\slash Institute', city: 'Graz', country: 'Austria' },
    { university_name: 'Trinity College Dublin, The University of Dublin', city: 'Dublin', country: 'Ireland' },
  ]);
  if (error) throw new Error(error.message);
});
afterAll(() => stack.close());

/** Quote a value for PostgREST's or=/and= grammar: wrap in double quotes, escape \ and ". */
const quote = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
/** LIKE treats \, % and _ specially: escape them so the term matches literally. */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const search = (term: string, fields: string[]) =>
  fields.map((f) => `${f}.ilike.${quote(`*${literal(term)}*`)}`).join(',');
const FIELDS = ['university_name', 'country', 'city', 'institution_type'];

describe('or= search with quoting', () => {
  for (const [term, expected] of [
    ['(panthéon-sorbonne)', 'Université Paris 1 (Panthéon-Sorbonne)'],
    ['St. Mary', 'St. Mary\'s "College", Cork'],
    ['"college", cork', 'St. Mary\'s "College", Cork'],
    ['back\\slash', 'Back\\slash Institute'],
  ] as const) {
    it(`finds ${JSON.stringify(term)}`, async () => {
      const { data, error } = await stack
        .anon()
        .from('universities_data')
        .select('university_name')
        .or(search(term, FIELDS))
        .order('university_name');
      expect(error).toBeNull();
      expect(data).toEqual([{ university_name: expected }]);
    });
  }

  it('matches any of the fields, case-insensitively', async () => {
    const { data } = await stack
      .anon()
      .from('universities_data')
      .select('university_name, city')
      .or(search('GRAZ', FIELDS));
    expect(data?.map((u) => u.city)).toContain('Graz');
  });

  it('nested and/or with not', async () => {
    const { data, error } = await stack
      .anon()
      .from('universities_data')
      .select('university_name')
      .or(`and(country.eq.France,city.eq.Paris),and(country.eq.Ireland,city.not.eq.Dublin)`)
      .ilike('university_name', '*(*');
    expect(error).toBeNull();
    expect(data).toEqual([{ university_name: 'Université Paris 1 (Panthéon-Sorbonne)' }]);
  });

  it('in() with values containing commas and parentheses', async () => {
    const { data } = await stack
      .anon()
      .from('universities_data')
      .select('city')
      .in('university_name', [
        'Trinity College Dublin, The University of Dublin',
        'Université Paris 1 (Panthéon-Sorbonne)',
      ])
      .order('city');
    expect(data).toEqual([{ city: 'Dublin' }, { city: 'Paris' }]);
  });

  it('ilike with spaces, is null, neq, gte', async () => {
    const anon = stack.anon();
    const spaced = await anon.from('universities_data').select('city').ilike('university_name', '%paris 1%');
    expect(spaced.data).toEqual([{ city: 'Paris' }]);
    const nulls = await anon.from('news').select('id, date').is('date', null);
    expect(nulls.data?.every((n) => n.date === null)).toBe(true);
    const ranked = await anon
      .from('universities_data')
      .select('global_ranking')
      .gte('global_ranking', 100)
      .neq('country', 'Germany');
    expect(ranked.data?.every((u) => (u.global_ranking ?? 0) >= 100)).toBe(true);
  });
});

describe('counts and ranges', () => {
  it('exact count with a range: Content-Range total, 206 for a partial page', async () => {
    const admin = await stack.signedIn(DEMO_ADMIN);
    const all = await admin.from('universities_data').select('id', { count: 'exact' });
    const total = all.count ?? 0;
    expect(total).toBeGreaterThan(10);
    const page = await admin
      .from('universities_data')
      .select('*', { count: 'exact' })
      .order('university_name')
      .range(0, 9);
    expect(page.status).toBe(206);
    expect(page.count).toBe(total);
    expect(page.data).toHaveLength(10);
  });

  it('a read returns at most 1,000 rows, as on hosted Supabase; the count still tells the total', async () => {
    const rows = Array.from({ length: 1005 }, (_, i) => ({ title: `Bulk ${i}` }));
    expect((await stack.service().from('news').insert(rows)).error).toBeNull();
    const { data, count, error } = await stack.anon().from('news').select('id', { count: 'exact' });
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
    expect(count).toBeGreaterThanOrEqual(1005);
    const next = await stack.anon().from('news').select('id').order('id').range(1000, 1999);
    expect(next.data?.length).toBe((count ?? 0) - 1000);
  });

  it('head: only the count', async () => {
    const { data, count, error } = await stack.anon().from('careers').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBeGreaterThan(0);
  });

  it('a range past the end is 416', async () => {
    const { status, error } = await stack.anon().from('careers').select('*', { count: 'exact' }).range(1000, 1009);
    expect(status).toBe(416);
    expect(error?.code).toBe('PGRST103');
  });

  it('Content-Range is exposed to browsers through CORS', async () => {
    const response = await fetch(`${stack.url}/rest/v1/careers?select=id&limit=1`, {
      headers: { apikey: stack.config.anonKey, Origin: 'http://localhost:5173', Prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('content-range');
  });
});
