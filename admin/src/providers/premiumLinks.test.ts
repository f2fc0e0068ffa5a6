import type { PostgrestClient } from '@supabase/postgrest-js';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { REGISTRY, RESOURCES } from '../screens/registry.ts';
import { PREMIUM_URL_FIELD, withPremiumLinks } from './premiumLinks.ts';

// Only the calls withPremiumLinks makes: the link read and the saving function.
const client = () => {
  const rpc = vi.fn(async () => ({ data: { id: 7, isPremium: true }, error: null }));
  const maybeSingle = async () => ({ data: { url: 'https://example.com/guide' }, error: null });
  const from = vi.fn(() => ({ select: () => ({ eq: () => ({ maybeSingle }) }) }));
  return { rpc, from } as unknown as PostgrestClient & { rpc: typeof rpc; from: typeof from };
};
const base = () =>
  ({
    getOne: vi.fn(async () => ({ data: { id: 7 } })),
    create: vi.fn(async () => ({ data: { id: 7 } })),
  }) as unknown as DataProvider;

describe('withPremiumLinks', () => {
  const itemsScreen = REGISTRY.find((definition) => definition.table === 'resource_items')?.name ?? '';

  it("reads and saves the premium link of the registry's resource-items screen", async () => {
    const supabase = client();
    const provider = withPremiumLinks(base(), supabase, RESOURCES);
    const { data } = await provider.getOne(itemsScreen, { id: 7 });
    expect(data[PREMIUM_URL_FIELD]).toBe('https://example.com/guide');
    await provider.create(itemsScreen, { data: { title: 'Guide', isPremium: true, [PREMIUM_URL_FIELD]: 'x' } });
    expect(supabase.rpc).toHaveBeenCalledWith('save_resource_item', {
      item: { title: 'Guide', isPremium: true, [PREMIUM_URL_FIELD]: 'x' },
    });
  });

  it('leaves every other screen to the table alone', async () => {
    const supabase = client();
    const provider = withPremiumLinks(base(), supabase, RESOURCES);
    const { data } = await provider.getOne('news', { id: 7 });
    expect(data).toEqual({ id: 7 });
    expect(supabase.from).not.toHaveBeenCalled();
  });
});
