-- Platform shim, part 4: the storage schema hosted Supabase's Storage API owns (the tenant migrations of
-- github.com/supabase/storage), reduced to what the local Storage routes (supabase/local/src/storage) and
-- policies written for hosted use. Names, types, indexes, grants and helper functions follow hosted, so a
-- migration that inserts buckets or creates policies on storage.objects runs unchanged on both.
-- Not here: storage.search()/list_objects_with_delimiter() (the routes list with their own query),
-- prefixes, multipart uploads, vector/analytics buckets, object versioning.
-- Idempotent: supabase/local/src/database.ts also applies it to a database created before it existed.

create schema if not exists storage;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  -- Deprecated on hosted in favour of owner_id (any JWT `sub`, not only a uuid); both are kept.
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  -- Bytes; null means the project-wide limit (50 MiB, the hosted default).
  file_size_limit bigint,
  -- e.g. '{image/png,image/*}'; null or empty allows every type.
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text,
  -- The object's key in its bucket, '/'-separated: 'folder/cat.png'.
  name text,
  -- The uploader's auth.uid() (null for the service role); owner_id is the same `sub` as text.
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  -- {eTag, size, mimetype, cacheControl, lastModified, contentLength, httpStatusCode}
  metadata jsonb,
  -- What the client sent as `metadata` (x-metadata header or multipart field).
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);

create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

-- As hosted since it accepts Unicode names: no control characters but tab, LF and CR, no U+FFFE/U+FFFF.
-- (The local routes refuse every control character, and '.'/'..' segments, before they reach this.)
do $$
begin
  if not exists (
    select 1 from pg_constraint where conname = 'objects_name_check' and conrelid = 'storage.objects'::regclass
  ) then
    alter table storage.objects add constraint objects_name_check check (
      name !~ E'[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F]'
      and position(U&'\FFFE' in name) = 0
      and position(U&'\FFFF' in name) = 0
    );
  end if;
end
$$;

create or replace function storage.update_updated_at_column()
returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

create or replace trigger update_objects_updated_at
before update on storage.objects
for each row execute function storage.update_updated_at_column();

-- Policy helpers, defined exactly as hosted defines them (migration 0036): for 'a/b/c.png',
-- foldername = {a,b}, filename = 'c.png', extension = 'png' (a name without a dot is its own extension).
create or replace function storage.foldername(name text)
returns text[]
language plpgsql
immutable
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text)
returns text
language plpgsql
immutable
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text)
returns text
language plpgsql
immutable
as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

-- Row-level security on, and no policy: only the service role (bypassrls, shim/00_roles.sql) may read or
-- write until a migration adds policies, as on a new hosted project.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Hosted's grants: the API roles may use everything in the schema and RLS decides which rows.
grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;
