import {
  ACCOMMODATION_ICONS,
  INTERVIEW_STATUSES,
  PROGRAM_LEVELS,
  PURCHASE_STATUSES,
  RESOURCE_ICONS,
  TESTIMONIAL_ROLES,
  THEME_COLORS,
  TRANSPORTATION_ICONS,
} from '@app/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// The fixed lists are Postgres enums; the apps' constants must be exactly the database's labels, in
// its order, and the Data API must filter and write those columns like any other.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

async function labels(type: string): Promise<string[]> {
  const { rows } = await stack.engine.owner.query<{ label: string }>(
    `select unnest(enum_range(null::public.${type}))::text as label`,
  );
  return rows.map((r) => r.label);
}

describe('the shared constants are the database enums', () => {
  for (const [type, constant] of [
    ['program_level', PROGRAM_LEVELS],
    ['accommodation_icon', ACCOMMODATION_ICONS],
    ['transportation_icon', TRANSPORTATION_ICONS],
    ['resource_icon', RESOURCE_ICONS],
    ['theme_color', THEME_COLORS],
    ['interview_status', INTERVIEW_STATUSES],
    ['testimonial_role', TESTIMONIAL_ROLES],
    ['purchase_status', PURCHASE_STATUSES],
  ] as const) {
    it(type, async () => {
      expect(await labels(type)).toEqual([...constant]);
    });
  }
});

describe('enum columns through the Data API', () => {
  const tag = `enum-${Date.now()}`;

  it('writes a listed value, fills the default, and filters with eq and in', async () => {
    const service = stack.service();
    const listed = await service.from('accommodation_options').insert([
      { type: `${tag} flat`, icon: 'Building2' },
      { type: `${tag} room`, icon: 'BedDouble' },
    ]);
    expect(listed.error).toBeNull();
    expect((await service.from('accommodation_options').insert({ type: `${tag} house` })).error).toBeNull();
    const eq = await stack
      .anon()
      .from('accommodation_options')
      .select('type, icon')
      .like('type', `${tag}%`)
      .eq('icon', 'Home');
    expect(eq.data).toEqual([{ type: `${tag} house`, icon: 'Home' }]);
    const any = await stack
      .anon()
      .from('accommodation_options')
      .select('type')
      .like('type', `${tag}%`)
      .in('icon', ['Building2', 'BedDouble'])
      .order('type');
    expect(any.data).toEqual([{ type: `${tag} flat` }, { type: `${tag} room` }]);
  });

  it('refuses a value outside the list, on insert, on update and in a filter', async () => {
    const service = stack.service();
    for (const icon of ['Skull', 'home', "Home' or 'a'='a", '']) {
      const inserted = await service.from('accommodation_options').insert({ type: `${tag} bad`, icon: icon as 'Home' });
      expect(inserted.status, icon).toBe(400);
      expect(inserted.error?.code, icon).toBe('22P02');
    }
    // On a row that exists: with none to change, whether Postgres casts the value at all depends on
    // the plan (on hosted PostgREST too), so "no rows" says nothing about refusing the value.
    const { data: testimonial } = await service.from('testimonials').select('id, author_role').limit(1).single();
    const updated = await service
      .from('testimonials')
      .update({ author_role: 'Admin' as 'Student' })
      .eq('id', testimonial?.id ?? 0);
    expect(updated.error?.code).toBe('22P02');
    const { data: after } = await service
      .from('testimonials')
      .select('author_role')
      .eq('id', testimonial?.id ?? 0)
      .single();
    expect(after?.author_role).toBe(testimonial?.author_role);
    const filtered = await stack
      .anon()
      .from('programs')
      .select('id')
      .eq('level', 'PhD' as "Master's");
    expect(filtered.status).toBe(400);
    expect(filtered.error?.code).toBe('22P02');
    expect(await stack.anon().from('accommodation_options').select('id').like('type', `${tag} bad%`)).toMatchObject({
      data: [],
    });
  });

  // Postgres has no LIKE for enums and PostgREST casts nothing in a filter, so a search box must
  // not list an enum column among the fields it matches (the console's interviews search did).
  it('refuses a pattern search over an enum column, as hosted PostgREST does', async () => {
    const { status, error } = await stack.service().from('interviews').select('id').or('status.ilike.*pend*');
    expect(status).toBe(404);
    expect(error?.code).toBe('42883');
  });
});
