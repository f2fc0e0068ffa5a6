import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT, startTestStack, type TestStack } from '../support/stack.ts';

// The build-time and run-time reads of docs/product.md section 7, exactly as the site sends them, with
// the anon key (RLS applies).

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const byKey = <T>(rows: T[], key: (row: T) => string | number | null, direction: 'asc' | 'desc') => {
  const sorted = [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    // PostgREST: ascending puts nulls last, descending puts them first.
    if (x === null) return direction === 'asc' ? 1 : -1;
    if (y === null) return direction === 'asc' ? -1 : 1;
    return (x < y ? -1 : x > y ? 1 : 0) * (direction === 'asc' ? 1 : -1);
  });
  return sorted;
};

describe('content the site builds from', () => {
  it('universities by name ascending', async () => {
    const { data, error } = await stack.anon().from('universities_data').select('*').order('university_name');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(30);
    // The collation decides the order: the descending read must be the exact reverse.
    const names = (data ?? []).map((u) => u.university_name);
    const { data: reversed } = await stack
      .anon()
      .from('universities_data')
      .select('university_name')
      .order('university_name', { ascending: false });
    expect(reversed?.map((u) => u.university_name)).toEqual([...names].reverse());
    expect(Array.isArray(data?.[0]?.popular_programs)).toBe(true);
  });

  it('levels per university: two columns, every row', async () => {
    const { data, error } = await stack.anon().from('programs').select('university_id,level');
    expect(error).toBeNull();
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(['level', 'university_id']);
    expect(new Set(data?.map((p) => p.level))).toEqual(new Set(["Bachelor's", "Master's"]));
  });

  it('university detail: exactly one object, or 406 PGRST116', async () => {
    const { data: list } = await stack.anon().from('universities_data').select('id').limit(1);
    const id = list?.[0]?.id as number;
    const one = await stack.anon().from('universities_data').select('*').eq('id', id).single();
    expect(one.error).toBeNull();
    expect(one.data?.id).toBe(id);
    const none = await stack.anon().from('universities_data').select('*').eq('id', 987654321).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
  });

  it('programs of a university by name ascending', async () => {
    const { data: programs } = await stack.anon().from('programs').select('university_id');
    const id = programs?.[0]?.university_id as number;
    const { data, error } = await stack.anon().from('programs').select('*').eq('university_id', id).order('name');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    expect(data?.every((p) => p.university_id === id)).toBe(true);
    const names = data?.map((p) => p.name) ?? [];
    const { data: again } = await stack
      .anon()
      .from('programs')
      .select('name')
      .eq('university_id', id)
      .order('name', { ascending: false });
    expect(again?.map((p) => p.name)).toEqual([...names].reverse());
  });

  it('accommodation by id ascending', async () => {
    const { data, error } = await stack.anon().from('accommodation_options').select('*').order('id');
    expect(error).toBeNull();
    expect(data?.map((r) => r.id)).toEqual(byKey(data ?? [], (r) => r.id, 'asc').map((r) => r.id));
    expect(Array.isArray(data?.[0]?.keyFeatures)).toBe(true);
  });

  it('pricing by price ascending, prices as numbers', async () => {
    const { data, error } = await stack
      .anon()
      .from('pricing_plans')
      .select('*')
      .order('price_inr', { ascending: true });
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(typeof data?.[0]?.price_inr).toBe('number');
    expect(data?.map((p) => p.price_inr)).toEqual(byKey(data ?? [], (p) => p.price_inr, 'asc').map((p) => p.price_inr));
  });

  it('news: the listed columns, newest first, undated first', async () => {
    const { data, error } = await stack
      .anon()
      .from('news')
      .select('title, summary, date, sourcename, articleurl, imageplaceholdertext, id')
      .order('date', { ascending: false });
    expect(error).toBeNull();
    const dates = (data ?? []).map((n) => n.date);
    const undated = dates.filter((d) => d === null).length;
    expect(undated).toBeGreaterThan(0);
    expect(dates.slice(0, undated).every((d) => d === null)).toBe(true);
    const dated = dates.slice(undated) as string[];
    expect(dated).toEqual([...dated].sort().reverse());
    expect(Object.keys(data?.[0] ?? {})).toEqual([
      'title',
      'summary',
      'date',
      'sourcename',
      'articleurl',
      'imageplaceholdertext',
      'id',
    ]);
  });

  it('stories: newest 20', async () => {
    for (let i = 0; i < 15; i++) {
      await stack
        .service()
        .from('community_blog_posts')
        .insert({ title: `Filler ${i}`, content: 'Text' });
    }
    const { data, error } = await stack
      .anon()
      .from('community_blog_posts')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(20);
    expect(error).toBeNull();
    expect(data).toHaveLength(20);
    expect(data?.map((s) => s.created_at)).toEqual(
      byKey(data ?? [], (s) => s.created_at, 'desc').map((s) => s.created_at),
    );
  });

  it('videos and careers newest first', async () => {
    for (const table of ['videos', 'careers'] as const) {
      const { data, error } = await stack.anon().from(table).select('*').order('created_at', { ascending: false });
      expect(error).toBeNull();
      expect(data?.length).toBeGreaterThan(0);
    }
  });
});

describe('guarded content', () => {
  it('transportation and resources refuse visitors with 401', async () => {
    for (const table of ['transportation_options', 'resource_items'] as const) {
      const { error, status } = await stack.anon().from(table).select('*').order('id');
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
  });

  it('a signed-in student reads them by id ascending', async () => {
    const student = await stack.signedIn(DEMO_STUDENT);
    for (const table of ['transportation_options', 'resource_items'] as const) {
      const { data, error } = await student.from(table).select('*').order('id');
      expect(error).toBeNull();
      expect(data?.length).toBeGreaterThan(0);
    }
  });
});
