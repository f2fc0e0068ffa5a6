// The console's data provider: ra-data-postgrest underneath (what ra-supabase's provider wraps, used
// directly because that wrapper builds a full supabase-js client, see supabase.ts), with the Supabase
// quirks handled here so that components only speak react-admin. Resources are named by URL segment and mapped to their tables by
// the registry (screens/registry.ts); search becomes one quoted `or=` filter over the registry's search
// fields; list text and video URLs are normalised before writing; figure review's database functions
// (figureReview.ts) and the console's other calls (consoleMethods.ts) are custom methods.

import postgrestRestProvider, { defaultSchema } from '@raphiniert/ra-data-postgrest';
import { type DataProvider, fetchUtils, type SortPayload } from 'react-admin';
import type { ResourceDefinition } from '../screens/define-resource.ts';
import { withConsoleMethods } from './consoleMethods.ts';
import { withFigureReview } from './figureReview.ts';
import { withPremiumLinks } from './premiumLinks.ts';
import type { Resources } from './resources.ts';
import { buildSearchFilter } from './search.ts';
import { auth, rest, supabaseAnonKey, supabaseUrl } from './supabase.ts';
import { toStoredRow } from './transform.ts';
import type { AppDataProvider } from './types.ts';

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
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    const named = config.namedFilters?.[key];
    if (!named) result[key] = value;
    else if (value === true) Object.assign(result, named);
  }
  const search = buildSearchFilter(term, Object.keys(config.searchFields ?? {}));
  if (search) result[RAW('or')] = search;
  const order = buildOrder(config, sort);
  if (order) result[RAW('order')] = order;
  return result;
}

/** The registry's filters on the list's embeds (listSelect), passed through as written. */
function embedFilters(config: ResourceDefinition): Record<string, string> {
  const filters = Object.entries(config.listSelect?.embedFilters ?? {});
  return Object.fromEntries(filters.map(([key, value]) => [RAW(key), value]));
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

export function wrapDataProvider(base: DataProvider, resources: Resources): DataProvider {
  const resourceDefinition = (name: string) => resources.byName(name);
  return {
    ...base,
    getList: (resource, params) => {
      const config = resourceDefinition(resource);
      return base.getList(config.table, {
        ...params,
        meta: config.listSelect ? { ...params.meta, columns: config.listSelect.columns } : params.meta,
        filter: { ...buildListFilter(config, params.filter, params.sort), ...embedFilters(config) },
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

/** Requests as Supabase takes them: the anon key always, and the admin's token while signed in (RLS). */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  headers.set('apikey', supabaseAnonKey);
  const { data } = await auth.getSession();
  const user = data.session ? { authenticated: true, token: `Bearer ${data.session.access_token}` } : undefined;
  return fetchUtils.fetchJson(url, { ...options, headers, user });
}

/** The console's data provider over the resources the registry defines (App.tsx hands them in). */
export function createDataProvider(resources: Resources): AppDataProvider {
  const primaryKeys = new Map(
    resources.all.filter((config) => config.primaryKey).map((config) => [config.table, [config.primaryKey as string]]),
  );
  const base = postgrestRestProvider({
    apiUrl: `${supabaseUrl}/rest/v1`,
    httpClient,
    defaultListOp: 'eq',
    primaryKeys,
    schema: defaultSchema,
  });
  const wrapped = withPremiumLinks(wrapDataProvider(base, resources), rest, resources);
  return withConsoleMethods(withFigureReview(wrapped, rest, resources), rest);
}
