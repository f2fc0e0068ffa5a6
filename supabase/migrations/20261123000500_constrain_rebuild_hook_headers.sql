-- Why: on hosted Supabase, pg_net's net.http_post raises an error when the headers it is given carry a
-- Content-Type other than exactly 'application/json' (header names compared in lower case; no
-- parameters, so not even 'application/json; charset=utf-8'). private.request_site_rebuild calls it
-- inside the admin's transaction, so one hook row with such a header would make every content save fail.
-- The constraint refuses that row when it is written instead. The local shim's net.http_post applies the
-- same rule (supabase/local/shim/20_net.sql), so the local stack fails where hosted fails.
--
-- What protects net.http_post is not its grants: on hosted Supabase pg_net's functions are executable by
-- every role, anon and authenticated included, and its queue is writable by them. They are out of a
-- client's reach because the Data API exposes only the `public` schema (config.toml [api] schemas), and
-- no function in `public` hands a caller's URL or headers to net.*. Keep both true: never expose `net` or
-- `extensions`, and keep every caller of net.http_post (private.request_site_rebuild) reading its URL and
-- headers from `private`, which no API role can read or write.

create function private.pg_net_accepts_headers(headers jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(headers) <> 'object' then false
    else not exists (
      select 1 from jsonb_each_text(headers) as header(name, value)
      where lower(header.name) = 'content-type' and header.value is distinct from 'application/json'
    )
  end
$$;
revoke all on function private.pg_net_accepts_headers(jsonb) from public, anon, authenticated;
-- The check runs as whoever writes a hook row.
grant execute on function private.pg_net_accepts_headers(jsonb) to service_role;

alter table private.site_rebuild_hooks
  add constraint site_rebuild_hooks_headers_pg_net check (private.pg_net_accepts_headers(headers));

comment on constraint site_rebuild_hooks_headers_pg_net on private.site_rebuild_hooks is
  'pg_net refuses any Content-Type but exactly application/json; a refused hook would fail every content save.';
