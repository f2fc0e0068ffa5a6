// Premium resources keep their own link in premium_resource_links (readable only by buyers and
// admins), not in resource_items. The console edits it as the `premium_url` field of a resource; this
// wrapper reads it beside the row, and saves row and link through one database function
// (save_resource_item), in one transaction: two requests left a premium item without its link, and a
// duplicate on the next Save, whenever the second was refused.
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { Resources } from './resources.ts';

const TABLE = 'premium_resource_links';
export const PREMIUM_URL_FIELD = 'premium_url';

async function readPremiumUrl(client: PostgrestClient, id: Identifier): Promise<string | null> {
  const { data, error } = await client.from(TABLE).select('url').eq('resource_id', id).maybeSingle();
  if (error) throw error;
  return (data as { url: string } | null)?.url ?? null;
}

/** Adds (no id) or updates the item and its premium link; keys left out keep their stored value. */
async function saveResourceItem(client: PostgrestClient, item: Record<string, unknown>, url: unknown) {
  const { data, error } = await client.rpc('save_resource_item', { item });
  if (error) throw error;
  const saved = data as RaRecord;
  // `never`: react-admin types each call's record generically; this is the resource's record.
  return { data: { ...saved, [PREMIUM_URL_FIELD]: saved.isPremium ? (url ?? null) : null } as never };
}

/** The form's values as the function takes them: no generated columns, an untouched link left out. */
function itemOf(data: Partial<RaRecord>, id?: Identifier): Record<string, unknown> {
  const { id: _id, created_at: _created, [PREMIUM_URL_FIELD]: url, ...row } = data;
  return { ...row, ...(id === undefined ? {} : { id }), ...(url === undefined ? {} : { [PREMIUM_URL_FIELD]: url }) };
}

export function withPremiumLinks(base: DataProvider, client: PostgrestClient, resources: Resources): DataProvider {
  // By table, so that whatever the registry calls the screen, its items keep their premium links.
  const hasPremiumLinks = (resource: string) => resources.byName(resource).table === 'resource_items';
  return {
    ...base,
    getOne: async (resource, params) => {
      const result = await base.getOne(resource, params);
      if (!hasPremiumLinks(resource)) return result;
      return { ...result, data: { ...result.data, [PREMIUM_URL_FIELD]: await readPremiumUrl(client, result.data.id) } };
    },
    create: async (resource, params) => {
      if (!hasPremiumLinks(resource)) return base.create(resource, params);
      return saveResourceItem(client, itemOf(params.data), params.data[PREMIUM_URL_FIELD]);
    },
    update: async (resource, params) => {
      if (!hasPremiumLinks(resource)) return base.update(resource, params);
      const url =
        PREMIUM_URL_FIELD in params.data ? params.data[PREMIUM_URL_FIELD] : params.previousData?.[PREMIUM_URL_FIELD];
      return saveResourceItem(client, itemOf(params.data, params.id), url);
    },
  };
}
