-- Why: the public site is static HTML baked from these tables at build time, so an admin's change must
-- ask the hosting provider (or, locally, the rebuilder of `pnpm start`) to build the site again.
-- A statement-level trigger on every table the build reads (site/src/content.config.ts) requests a
-- rebuild through net.http_post (pg_net on hosted Supabase: sent after commit by a background worker;
-- locally the stack delivers its queue). Hook URLs are secrets (a provider's deploy hook URL lets anyone
-- start builds), so they live in `private`, which no API role can read.
--
-- Bursts cause one request, not one per row or per statement: a hook is called at most once per
-- transaction and per its `min_interval`. A change inside that window is still published, because a build reads the database
-- only after a delay longer than the window: hosting providers clone and install first (tens of seconds,
-- so keep min_interval well below that; 10 s by default), and the local rebuilder waits out the same
-- window before it builds and coalesces requests that arrive while it builds into one more build.

-- Hosted Supabase ships pg_net (it provides net.http_post); the local stack's platform shim stands in
-- for it, so enable the extension only where the server has it.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

create table private.site_rebuild_hooks (
  name text primary key check (char_length(trim(name)) between 1 and 100),
  -- The provider's deploy hook (Netlify build hook, Cloudflare Pages deploy hook, ...) or the local rebuilder.
  url text not null check (url ~ '^https?://'),
  headers jsonb not null default '{"Content-Type": "application/json"}'::jsonb,
  min_interval interval not null default interval '10 seconds' check (min_interval >= interval '0 seconds'),
  enabled boolean not null default true,
  last_requested_at timestamptz,
  created_at timestamptz not null default now()
);
revoke all on table private.site_rebuild_hooks from public, anon, authenticated;
grant select, insert, update, delete on table private.site_rebuild_hooks to service_role;
alter table private.site_rebuild_hooks enable row level security;

comment on table private.site_rebuild_hooks is
  'Deploy hooks called when content the static site bakes in changes. Secret: never exposed to API roles.';

-- Runs as its owner: callers (admins through the API) can neither read the hooks nor call net.http_post.
create function private.request_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook record;
begin
  -- Claiming the hook row serialises concurrent writers, so exactly one of them calls it per window;
  -- `< now()` (this transaction's start) makes it once per transaction too, cascades included.
  for hook in
    update private.site_rebuild_hooks
    set last_requested_at = clock_timestamp()
    where enabled
      and (last_requested_at is null
        or (last_requested_at <= clock_timestamp() - min_interval and last_requested_at < now()))
    returning url, headers
  loop
    perform net.http_post(
      url := hook.url,
      body := jsonb_build_object('reason', 'content changed', 'table', tg_table_name, 'operation', tg_op),
      headers := hook.headers
    );
  end loop;
  return null;
end
$$;
revoke all on function private.request_site_rebuild() from public, anon, authenticated;

-- One statement-level trigger per baked table. New tables the site build reads call this too.
create procedure private.rebuild_site_on_change(table_name text)
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'create trigger request_site_rebuild after insert or update or delete or truncate on public.%I '
    'for each statement execute function private.request_site_rebuild()',
    table_name
  );
end
$$;
revoke all on procedure private.rebuild_site_on_change(text) from public, anon, authenticated;

call private.rebuild_site_on_change('universities_data');
call private.rebuild_site_on_change('programs');
call private.rebuild_site_on_change('accommodation_options');
call private.rebuild_site_on_change('pricing_plans');
call private.rebuild_site_on_change('news');
call private.rebuild_site_on_change('videos');
call private.rebuild_site_on_change('careers');
call private.rebuild_site_on_change('testimonials');
