// The console's data provider: ra-supabase underneath, with the Supabase quirks handled here so that
// components only speak react-admin. Resources are named by URL segment and mapped to their tables by
// the registry (screens/registry.ts); search becomes one quoted `or=` filter over the registry's search
// fields; list text and video URLs are normalised before writing.

import { supabaseDataProvider } from 'ra-supabase';
import type { DataProvider, SortPayload } from 'react-admin';
import type { ResourceDefinition } from '../screens/define-resource.ts';
import { REGISTRY, resourceDefinition } from '../screens/registry.ts';
import { withPremiumLinks } from './premiumLinks.ts';
import { buildSearchFilter } from './search.ts';
import { supabase, supabaseAnonKey, supabaseUrl } from './supabase.ts';
import { toStoredRow } from './transform.ts';

/** The filter key that carries free-text search in every list. */
export const SEARCH_FILTER = 'q';

// ra-data-postgrest takes a key `name@op`; an empty op passes the value through untouched, which is
// how the prebuilt `or` and `order` parameters reach the URL (qs percent-encodes them).
const RAW = (name: string) => `${name}@`;

/** `field.dir` plus the resource's tiebreakers and the primary key, so pages never overlap. */
export function buildOrder(config: ResourceDefinition, sort: SortPayload | undefined): string | null {
  const key = config.primaryKey ?? 'id';
  const parts: string[] = [];
  if (sort?.field) parts.push(`${sort.field}.${sort.order === 'DESC' ? 'desc' : 'asc'}`);
  if (config.tiebreak) parts.push(config.tiebreak);
  if (sort?.field !== key) parts.push(`${key}.${sort?.order === 'DESC' ? 'desc' : 'asc'}`);
  return parts.length > 0 ? parts.join(',') : null;
}

/** The list filter as ra-data-postgrest expects it: `q` turned into `or`, the order included. */
export function buildListFilter(
  config: ResourceDefinition,
  filter: Record<string, unknown> | undefined,
  sort: SortPayload | undefined,
): Record<string, unknown> {
  const { [SEARCH_FILTER]: term, ...rest } = filter ?? {};
  const result: Record<string, unknown> = { ...rest };
  const search = buildSearchFilter(term, Object.keys(config.searchFields ?? {}));
  if (search) result[RAW('or')] = search;
  const order = buildOrder(config, sort);
  if (order) result[RAW('order')] = order;
  return result;
}

/** Columns the database fills in; never sent on insert or update. */
const GENERATED = ['id', 'created_at', 'updated_at'] as const;

function writable(config: ResourceDefinition, data: Record<string, unknown>): Record<string, unknown> {
  const row = toStoredRow(config, data);
  for (const column of GENERATED) {
    if (column !== config.primaryKey) delete row[column];
  }
  return row;
}

const primaryKeys = new Map(
  REGISTRY.filter((config) => config.primaryKey).map((config) => [config.table, [config.primaryKey as string]]),
);

export function wrapDataProvider(base: DataProvider): DataProvider {
  return {
    ...base,
    getList: (resource, params) => {
      const config = resourceDefinition(resource);
      return base.getList(config.table, {
        ...params,
        filter: buildListFilter(config, params.filter, params.sort),
        sort: undefined as unknown as SortPayload,
      });
    },
    getManyReference: (resource, params) => {
      const config = resourceDefinition(resource);
      // ra-data-postgrest puts the filter after its own `order`, so the built order (with tiebreakers) wins.
      return base.getManyReference(config.table, {
        ...params,
        filter: buildListFilter(config, params.filter, params.sort),
      });
    },
    getOne: (resource, params) => base.getOne(resourceDefinition(resource).table, params),
    getMany: (resource, params) => base.getMany(resourceDefinition(resource).table, params),
    create: (resource, params) => {
      const config = resourceDefinition(resource);
      return base.create(config.table, { ...params, data: writable(config, params.data) });
    },
    update: (resource, params) => {
      const config = resourceDefinition(resource);
      return base.update(config.table, { ...params, data: writable(config, params.data) });
    },
    updateMany: (resource, params) => {
      const config = resourceDefinition(resource);
      return base.updateMany(config.table, { ...params, data: writable(config, params.data) });
    },
    delete: (resource, params) => base.delete(resourceDefinition(resource).table, params),
    deleteMany: (resource, params) => base.deleteMany(resourceDefinition(resource).table, params),
  };
}

export const dataProvider = withPremiumLinks(
  wrapDataProvider(
    supabaseDataProvider({
      instanceUrl: supabaseUrl,
      apiKey: supabaseAnonKey,
      supabaseClient: supabase,
      primaryKeys,
    }),
  ),
  supabase,
);
