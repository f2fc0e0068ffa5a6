import { supabaseDataProvider } from 'ra-supabase-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

// The admin console's data provider (ra-supabase, unwrapped) against the stack, as the demo admin.

let stack: TestStack;
let provider: ReturnType<typeof supabaseDataProvider>;
beforeAll(async () => {
  stack = await startTestStack();
  const supabaseClient = await stack.signedIn(DEMO_ADMIN);
  provider = supabaseDataProvider({
    instanceUrl: stack.url,
    apiKey: stack.config.anonKey,
    // ra-supabase types its client as SupabaseClient<any>; ours carries the generated Database type.
    supabaseClient: supabaseClient as unknown as Parameters<typeof supabaseDataProvider>[0]['supabaseClient'],
  });
});
afterAll(() => stack.close());

describe('ra-supabase data provider', () => {
  it('getList: sorted page and total from Content-Range', async () => {
    const { data, total } = await provider.getList('universities_data', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'university_name', order: 'ASC' },
      filter: {},
    });
    expect(data).toHaveLength(5);
    expect(total).toBeGreaterThanOrEqual(30);
    const { data: expected } = await stack
      .anon()
      .from('universities_data')
      .select('id')
      .order('university_name')
      .range(5, 9);
    expect(data.map((u) => u.id)).toEqual(expected?.map((u) => u.id));
  });

  it('getOne, getMany', async () => {
    const { data: list } = await provider.getList('news', {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const one = await provider.getOne('news', { id: list[0]?.id });
    expect(one.data.title).toBe(list[0]?.title);
    const many = await provider.getMany('news', { ids: list.map((n) => n.id) });
    expect(many.data.map((n) => n.id).sort()).toEqual(list.map((n) => n.id).sort());
  });

  it('getManyReference: programs of a university', async () => {
    const { data: programs } = await provider.getList('programs', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const universityId = programs[0]?.university_id;
    const { data, total } = await provider.getManyReference('programs', {
      target: 'university_id',
      id: universityId,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(total).toBeGreaterThan(0);
    expect(data.every((p) => p.university_id === universityId)).toBe(true);
  });

  it('create, update, delete, deleteMany', async () => {
    const created = await provider.create('testimonials', {
      data: { author_name: 'Farhan', content: 'Got into TU Delft with their help.', rating: 5 },
    });
    expect(created.data).toMatchObject({ author_name: 'Farhan', author_role: 'Student', is_featured: false });
    const updated = await provider.update('testimonials', {
      id: created.data.id,
      data: { ...created.data, is_featured: true },
      previousData: created.data,
    });
    expect(updated.data.is_featured).toBe(true);
    const second = await provider.create('testimonials', { data: { author_name: 'Nadia', content: 'Great support.' } });
    const removed = await provider.delete('testimonials', { id: created.data.id, previousData: updated.data });
    expect(removed.data.id).toBe(created.data.id);
    const many = await provider.deleteMany('testimonials', { ids: [second.data.id] });
    expect(many.data).toEqual([second.data.id]);
    const left = await provider.getMany('testimonials', { ids: [created.data.id, second.data.id] });
    expect(left.data).toEqual([]);
  });
});
