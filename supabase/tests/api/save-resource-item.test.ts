import type { Database, Json } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_STUDENT, startTestStack, type TestStack } from '../support/stack.ts';

// The console saves a resource and its private premium link through one call, so that a refused part
// leaves nothing behind (two requests used to leave a premium item without its link).
type Client = SupabaseClient<Database>;
type Item = Database['public']['Tables']['resource_items']['Row'];

let stack: TestStack;
let admin: Client;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signedIn(DEMO_ADMIN);
});
afterAll(() => stack.close());

const save = (client: Client, item: { [key: string]: Json | undefined }) => client.rpc('save_resource_item', { item });

async function stored(title: string) {
  const { data } = await stack
    .service()
    .from('resource_items')
    .select('id, title, isPremium, resourceLink, premium_resource_links(url)')
    .eq('title', title);
  return data ?? [];
}

const premiumItem = (title: string, premium_url: string) => ({
  title,
  ctaText: 'Unlock',
  isPremium: true,
  resourceLink: '#',
  premium_url,
});

describe('save_resource_item', () => {
  it('adds a premium item with its private link, column defaults applied', async () => {
    const { data, error } = await save(admin, premiumItem('Visa kit', 'https://example.com/visa'));
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: 'Visa kit', isPremium: true, icon: 'BookOpen', premiumLink: '/pricing' });
    expect(await stored('Visa kit')).toEqual([
      {
        id: (data as Item).id,
        title: 'Visa kit',
        isPremium: true,
        resourceLink: '#',
        premium_resource_links: { url: 'https://example.com/visa' },
      },
    ]);
  });

  it('stores nothing when the link is refused', async () => {
    const { error } = await save(admin, premiumItem('Refused kit', '#'));
    expect(error?.code).toBe('23514');
    expect(await stored('Refused kit')).toEqual([]);
  });

  it('leaves an item as it was when its new link is refused', async () => {
    const { data } = await save(admin, { title: 'Free guide', ctaText: 'Read' });
    const id = (data as Item).id;
    const { error } = await save(admin, { ...premiumItem('Free guide made premium', '#'), id });
    expect(error?.code).toBe('23514');
    expect(await stored('Free guide')).toEqual([
      { id, title: 'Free guide', isPremium: false, resourceLink: '#', premium_resource_links: null },
    ]);
  });

  it('updates only the keys it is given, keeps the link without premium_url and drops it when free', async () => {
    const { data } = await save(admin, premiumItem('Housing kit', 'https://example.com/housing'));
    const id = (data as Item).id;
    expect((await save(admin, { id, description: 'Updated' })).error).toBeNull();
    expect(await stored('Housing kit')).toMatchObject([
      { isPremium: true, premium_resource_links: { url: 'https://example.com/housing' } },
    ]);
    expect((await save(admin, { id, isPremium: false })).error).toBeNull();
    expect(await stored('Housing kit')).toMatchObject([{ isPremium: false, premium_resource_links: null }]);
  });

  it('refuses an item another admin deleted meanwhile, and recreates nothing', async () => {
    const { data } = await save(admin, { title: 'Soon gone', ctaText: 'Read' });
    const id = (data as Item).id;
    await stack.service().from('resource_items').delete().eq('id', id);
    const { error } = await save(admin, { ...premiumItem('Soon gone', 'https://example.com/gone'), id });
    expect(error).toMatchObject({
      code: 'P0002',
      message: 'This resource no longer exists: another admin may have deleted it.',
    });
    expect(await stored('Soon gone')).toEqual([]);
    const { data: links } = await stack.service().from('premium_resource_links').select('url').eq('resource_id', id);
    expect(links).toEqual([]);
  });

  it('is for admins only: students and visitors change nothing', async () => {
    const student = await stack.signedIn(DEMO_STUDENT);
    expect((await save(student, premiumItem('Student kit', 'https://example.com/s'))).error?.code).toBe('42501');
    expect((await save(stack.anon(), premiumItem('Visitor kit', 'https://example.com/v'))).error).not.toBeNull();
    const { data } = await save(admin, { title: 'Admin guide', ctaText: 'Read' });
    const id = (data as Item).id;
    expect((await save(student, { id, title: 'Hijacked' })).error?.code).toBe('42501');
    expect(await stored('Student kit')).toEqual([]);
    expect(await stored('Visitor kit')).toEqual([]);
    expect(await stored('Hijacked')).toEqual([]);
    expect(await stored('Admin guide')).toHaveLength(1);
  });
});
