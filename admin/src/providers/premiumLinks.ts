// Premium resources keep their own link in premium_resource_links (readable only by buyers and
// admins), not in resource_items. The console edits it as the `premium_url` field of a resource; this
// wrapper reads and writes it beside the row, so the form and list stay plain react-admin.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';

const RESOURCE = 'resources';
const TABLE = 'premium_resource_links';
export const PREMIUM_URL_FIELD = 'premium_url';

async function readPremiumUrl(client: SupabaseClient, id: Identifier): Promise<string | null> {
  const { data, error } = await client.from(TABLE).select('url').eq('resource_id', id).maybeSingle();
  if (error) throw error;
  return (data as { url: string } | null)?.url ?? null;
}

async function savePremiumUrl(client: SupabaseClient, id: Identifier, url: string | null): Promise<void> {
  const { error } = url
    ? await client.from(TABLE).upsert({ resource_id: id, url }, { onConflict: 'resource_id' })
    : await client.from(TABLE).delete().eq('resource_id', id);
  if (error) throw error;
}

function split(data: Partial<RaRecord>): { row: Partial<RaRecord>; url: string | null | undefined } {
  const { [PREMIUM_URL_FIELD]: url, ...row } = data;
  return { row, url: url as string | null | undefined };
}

export function withPremiumLinks(base: DataProvider, client: SupabaseClient): DataProvider {
  return {
    ...base,
    getOne: async (resource, params) => {
      const result = await base.getOne(resource, params);
      if (resource !== RESOURCE) return result;
      return { ...result, data: { ...result.data, [PREMIUM_URL_FIELD]: await readPremiumUrl(client, result.data.id) } };
    },
    create: async (resource, params) => {
      if (resource !== RESOURCE) return base.create(resource, params);
      const { row, url } = split(params.data);
      const result = await base.create(resource, { ...params, data: row });
      await savePremiumUrl(client, result.data.id, row.isPremium ? (url ?? null) : null);
      return { ...result, data: { ...result.data, [PREMIUM_URL_FIELD]: url ?? null } };
    },
    update: async (resource, params) => {
      if (resource !== RESOURCE) return base.update(resource, params);
      const { row, url } = split(params.data);
      const result = await base.update(resource, { ...params, data: row });
      // Untouched (undefined) stays as it is; a free resource needs no private link.
      const premium = (row.isPremium ?? params.previousData?.isPremium) === true;
      if (url !== undefined || !premium) await savePremiumUrl(client, params.id, premium ? (url ?? null) : null);
      return { ...result, data: { ...result.data, [PREMIUM_URL_FIELD]: url ?? null } };
    },
  };
}
