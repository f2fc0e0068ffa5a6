// The SQL of the Storage routes. Each runs in the transaction the route opened as the caller's role
// (context.ts runAs), so storage.objects' row-level security decides as it does on hosted: insert to
// upload, insert + update + select to upsert, delete to remove, select to list and download.
// Values come back as JSON text built by Postgres, as everywhere in the stack.
import type { Sql } from '../engine/engine.ts';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** What metadata jsonb holds, as hosted writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface NewObject {
  id: string;
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

async function json<T>(tx: Sql, text: string, params: unknown[]): Promise<T | null> {
  const { rows } = await tx.query<{ json: string | null }>(text, params);
  const value = rows[0]?.json;
  return value == null ? null : (JSON.parse(value) as T);
}

/** Timestamps as hosted's node-postgres renders them in JSON (`2024-05-01T10:00:00.123Z`). */
function isoTimestamps<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const key of ['created_at', 'updated_at', 'last_accessed_at']) {
    if (typeof out[key] === 'string') out[key] = new Date(out[key] as string).toISOString();
  }
  return out as T;
}

export function findBucket(tx: Sql, id: string): Promise<Bucket | null> {
  return json<Bucket>(
    tx,
    `select row_to_json(b)::text as json from (
       select id, coalesce(public, false) as public, file_size_limit, allowed_mime_types
       from storage.buckets where id = $1) b`,
    [id],
  );
}

const INSERT = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1::uuid, $2, $3, $4::uuid, $5, $6::jsonb, $7::jsonb, $8)`;

function insertParams(row: NewObject): unknown[] {
  return [
    row.id,
    row.bucket,
    row.name,
    row.owner,
    row.ownerId,
    JSON.stringify(row.metadata),
    row.userMetadata === null ? null : JSON.stringify(row.userMetadata),
    row.version,
  ];
}

/** A new object; its id is chosen here, so no RETURNING (which would also need a select policy). */
export async function insertObject(tx: Sql, row: NewObject): Promise<string> {
  await tx.query(INSERT, insertParams(row));
  return row.id;
}

/** Creates or replaces the object (hosted's upsertObject); an existing object keeps its id. */
export async function upsertObject(tx: Sql, row: NewObject): Promise<string> {
  const result = await json<{ id: string }>(
    tx,
    `with upserted as (${INSERT}
       on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
         last_accessed_at = now()
       returning id)
     select json_build_object('id', id)::text as json from upserted`,
    insertParams(row),
  );
  return result?.id ?? row.id;
}

/** The object's metadata if the caller may see it. */
export function findObject(tx: Sql, bucket: string, name: string): Promise<{ metadata: ObjectMetadata | null } | null> {
  return json(
    tx,
    `select json_build_object('metadata', metadata)::text as json
     from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
}

/** Deletes what the caller may delete among `names`; answers the deleted rows as hosted does. */
export async function deleteObjects(tx: Sql, bucket: string, names: string[]): Promise<Record<string, unknown>[]> {
  const rows = await json<Record<string, unknown>[]>(
    tx,
    `with deleted as (
       delete from storage.objects
       where bucket_id = $1 and name in (select json_array_elements_text($2::json))
       returning *)
     select coalesce(json_agg(json_build_object('bucket_id', bucket_id, 'name', name, 'owner', owner,
       'owner_id', owner_id, 'version', version, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
       'last_accessed_at', last_accessed_at, 'metadata', metadata, 'user_metadata', user_metadata)), '[]')::text as json
     from deleted`,
    [bucket, JSON.stringify(names)],
  );
  return (rows ?? []).map(isoTimestamps);
}

export interface SearchOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  ascending: boolean;
}

/**
 * One level of a bucket, as hosted's storage.search (v1 list): the objects directly under `prefix`
 * and its sub-folders (one entry each, id and dates null), names relative to the prefix, `search`
 * matching the start of the names, case-insensitively. Sorted by name, folders among files in
 * lower-case byte order; by a date, folders first (by name) and then files. Rows the caller may not
 * select are neither listed nor make their folders appear.
 */
export async function searchObjects(
  tx: Sql,
  bucket: string,
  options: SearchOptions,
): Promise<Record<string, unknown>[]> {
  const order = options.ascending ? 'asc' : 'desc';
  // Both come from fixed lists (routes.ts), never from the request text.
  const orderBy =
    options.column === 'name'
      ? `lower(case when folder then name || '/' else name end) collate "C" ${order}`
      : `folder desc, case when folder then name end collate "C" ${order}, ${options.column} ${order}`;
  const rows = await json<Record<string, unknown>[]>(
    tx,
    `with matched as (
       select substr(o.name, char_length($2) + 1) as rest, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
       from storage.objects o
       where o.bucket_id = $1 and starts_with(lower(o.name), lower($2 || $3))
     ), entries as (
       select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
         null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, true as folder
       from matched where strpos(rest, '/') > 0
       union all
       select rest, id, updated_at, created_at, last_accessed_at, metadata, false
       from matched where strpos(rest, '/') = 0
     ), page as (
       select *, row_number() over (order by ${orderBy}, name collate "C") as position
       from entries order by position limit $4 offset $5
     )
     select coalesce(json_agg(json_build_object('name', name, 'id', id, 'updated_at', updated_at,
       'created_at', created_at, 'last_accessed_at', last_accessed_at, 'metadata', metadata) order by position),
       '[]')::text as json
     from page`,
    [bucket, options.prefix, options.search, options.limit, options.offset],
  );
  return (rows ?? []).map(isoTimestamps);
}
