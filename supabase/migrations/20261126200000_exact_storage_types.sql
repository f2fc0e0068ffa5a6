-- Storage took `image/png/svg+xml` for a bucket that allows `image/png` (issue 29): storage-api compares
-- only the first two `/` parts of the type (src/storage/uploader.ts validateMimeType), then serves the
-- object with the whole type it was given. Every object written to a bucket with allowed types must now
-- have exactly one of them (or match a `type/*` entry). A trigger, not a policy: storage-api writes the
-- finished upload's row as its own admin role (Uploader.completeUpload, asSuperUser), which policies do
-- not see; postgres may create it on hosted (storage migration 0049 grants it all on storage.objects).
create function private.refuse_inexact_storage_type()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed text[];
  mime text := new.metadata ->> 'mimetype';
begin
  -- storage-api's permission check inserts the row without metadata first; the real write carries it.
  if mime is null then
    return new;
  end if;
  select b.allowed_mime_types into allowed from storage.buckets b where b.id = new.bucket_id;
  if allowed is null or cardinality(allowed) = 0 then
    return new;
  end if;
  if mime ~ '^[a-z0-9!#$&^_.+-]+/[a-z0-9!#$&^_.+-]+$'
     and (mime = any (allowed) or split_part(mime, '/', 1) || '/*' = any (allowed)) then
    return new;
  end if;
  -- 42501: storage-api answers it as 403 with this message (DBError.fromDBError); other codes become 500s.
  raise exception 'mime type % is not supported (use one of: %)', mime, array_to_string(allowed, ', ')
    using errcode = '42501';
end
$$;
revoke all on function private.refuse_inexact_storage_type() from public, anon, authenticated;

create trigger refuse_inexact_storage_type
  before insert or update of metadata on storage.objects
  for each row execute function private.refuse_inexact_storage_type();
