-- Why: the anonymous-write limit keyed on the first x-forwarded-for entry, which the client writes
-- itself: one client rotating that header stored 9,845 contacts in 60 s. The key now comes only from
-- a header a trusted proxy sets, IPv6 counts per /64, a global ceiling per bucket holds against many
-- real addresses (a botnet), old slots are purged, and invisible-only text fails the length checks.
-- The same slot-taking function limits Stripe checkout sessions per signed-in user.

-- Which request header carries the caller's address, set by a proxy the client cannot get around.
-- Hosted Supabase sits behind Cloudflare, which sets `cf-connecting-ip` to the socket address it saw
-- and overwrites any value the client sent, so that is the default. The local stack sets the same
-- header from the socket (supabase/local/src/server.ts). On a host where the last proxy instead
-- appends to x-forwarded-for, set 'x-forwarded-for': the LAST entry is used, which is the one that
-- proxy appended; every entry to its left is the client's own claim.
-- Check on hosted with: select current_setting('request.headers', true)::json ->> 'cf-connecting-ip'
-- from an RPC called through the API.
create table private.client_address_source (
  singleton boolean primary key default true check (singleton),
  header text not null check (header ~ '^[a-z0-9-]{1,64}$')
);
insert into private.client_address_source (header) values ('cf-connecting-ip');
revoke all on table private.client_address_source from public, anon, authenticated;
alter table private.client_address_source enable row level security;

-- A bucket is a table with anonymous inserts or an action such as 'checkout_sessions'.
alter table private.submission_limits rename column table_name to bucket;
alter table private.public_submissions rename column table_name to bucket;
-- All addresses together: a ceiling even many distinct real addresses cannot push through.
alter table private.submission_limits
  add column max_total_per_window integer not null default 300 check (max_total_per_window > 0);
alter table private.submission_limits alter column max_total_per_window drop default;
insert into private.submission_limits (bucket, max_per_window, max_total_per_window, window_length) values
  -- The ceiling sits far above what accounts could take at 10 each in any plausible number: it bounds
  -- calls to Stripe under a flood, while a few accounts cannot lock every other buyer out.
  ('checkout_sessions', 10, 5000, interval '10 minutes');

-- Slots counted under the old, client-chosen keys mean nothing under the new ones (and some keys are
-- whatever long text an attacker sent), so start counting afresh.
delete from private.public_submissions;
alter table private.public_submissions
  add constraint public_submissions_client_address_length check (char_length(client_address) <= 64);
create index public_submissions_bucket_idx on private.public_submissions (bucket, submitted_at);

-- The rate-limit key of one header value: an IPv4 address, or the /64 network of an IPv6 address
-- (one subscriber usually gets a whole /64, so single IPv6 addresses cost an attacker nothing).
-- Anything that is not a single address (garbage, a network, a zone id, an over-long value) maps to
-- the shared key 'unknown': the insert still works, and since only a misconfigured proxy can produce
-- such values, sharing one key fails closed instead of handing out fresh keys.
create function private.client_address_key(header_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry text := trim(regexp_replace(coalesce(header_value, ''), '^.*,', ''));
  address inet;
begin
  if entry = '' or char_length(entry) > 45 then
    return 'unknown';
  end if;
  begin
    address := entry::inet;
  exception when invalid_text_representation then
    return 'unknown';
  end;
  if masklen(address) <> (case family(address) when 4 then 32 else 128 end) then
    return 'unknown';
  end if;
  -- A dual-stack socket reports IPv4 callers as ::ffff:a.b.c.d; count them as the IPv4 address.
  if family(address) = 6 and address << inet '::ffff:0.0.0.0/96' then
    address := inet '0.0.0.0' + (address - inet '::ffff:0.0.0.0');
  end if;
  if family(address) = 4 then
    return host(address);
  end if;
  return network(set_masklen(address, 64))::text;
end
$$;
revoke all on function private.client_address_key(text) from public;

create or replace function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select private.client_address_key(
    nullif(current_setting('request.headers', true), '')::json
      ->> (select header from private.client_address_source)
  )
$$;

-- Takes one slot of a bucket for a client or raises PT429 (PostgREST and our stack answer HTTP 429).
-- A null client is counted only against the bucket's global ceiling. Old slots of the bucket are
-- purged here, so the table stays bounded by the ceilings even where no scheduler runs.
create function private.take_rate_limited_slot(slot_bucket text, client text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.submission_limits;
begin
  -- Locking the bucket's limits row serialises its takers, so parallel requests slip neither under
  -- the per-client limit nor under the global ceiling.
  select * into limits from private.submission_limits where bucket = slot_bucket for update;
  if not found then
    raise exception 'No rate limit is configured for %', slot_bucket;
  end if;
  delete from private.public_submissions
  where bucket = slot_bucket and submitted_at < now() - limits.window_length;
  if (select count(*) from private.public_submissions where bucket = slot_bucket) >= limits.max_total_per_window then
    raise exception 'Too many submissions right now. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  if client is not null and (
    select count(*) from private.public_submissions where bucket = slot_bucket and client_address = client
  ) >= limits.max_per_window then
    raise exception 'Too many submissions. Please wait a few minutes and try again.'
      using errcode = 'PT429';
  end if;
  insert into private.public_submissions (bucket, client_address)
  values (slot_bucket, coalesce(client, 'anyone'));
end
$$;
revoke all on function private.take_rate_limited_slot(text, text) from public;

create or replace function private.guard_public_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- People never see the honeypot field; bots fill every field. Answer success and store nothing, so
  -- the bot learns nothing.
  if coalesce(new.website, '') <> '' then
    return null;
  end if;
  new.website := null;
  -- Staff (service role, admins) are not rate limited.
  if coalesce((select auth.role()), '') = 'service_role' or (select private.is_admin()) then
    return new;
  end if;
  perform private.take_rate_limited_slot(tg_table_name, private.request_client_address());
  return new;
end
$$;

-- The create-checkout-session Edge Function (service role) takes a slot before asking Stripe for a
-- session, keyed on the signed-in buyer (checkout needs an account). Only the service role may call it:
-- a browser must not spend another user's slots.
create function public.take_checkout_slot(buyer uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.take_rate_limited_slot('checkout_sessions', 'user:' || buyer::text)
$$;
revoke all on function public.take_checkout_slot(uuid) from public, anon, authenticated;
grant execute on function public.take_checkout_slot(uuid) to service_role;

-- Addresses are personal data: slots must not outlive their window even when traffic stops.
create function private.purge_public_submissions()
returns void
language sql
set search_path = ''
as $$
  delete from private.public_submissions slot
  where not exists (
    select 1 from private.submission_limits limits
    where limits.bucket = slot.bucket and slot.submitted_at >= now() - limits.window_length
  )
$$;
revoke all on function private.purge_public_submissions() from public, anon, authenticated;

-- Hosted Supabase ships pg_cron: purge every ten minutes there. The local stack's PGlite and the test
-- PostgreSQL have no pg_cron; there the purge-on-insert above keeps the table bounded. pg_cron works only
-- where the server preloads it: on a server with the package merely installed, creating it fails
-- (its script reads cron.database_name, which only a preloaded pg_cron defines), and then there is no
-- scheduled purge. Whether it is preloaded cannot be read here: shared_preload_libraries is for
-- superusers and pg_read_all_settings only, which hosted's postgres role need not be. (Amended
-- 2026-11-26, issue 29: the failure stopped every migration run; applied databases are unchanged.)
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('purge-public-submissions', '*/10 * * * *', 'select private.purge_public_submissions()');
    exception when undefined_object then
      raise notice 'pg_cron is installed but not preloaded: slots are purged on insert only';
    end;
  end if;
end
$$;

-- Text made only of invisible characters (zero-width, bidi controls, exotic spaces, fillers) passed
-- the length checks and showed as an empty card. Every length-checked column now needs at least one
-- visible character; e-mail addresses may contain none of them at all. The character class is kept in
-- one function so later migrations bake the same list into their constraints (as a literal: no
-- constraint calls it per row).
create function private.invisible_characters()
returns text
language sql
immutable
set search_path = ''
as $$
  select '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5'
    '\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0'
    '\ufff9-\ufffb\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a'
    '\U000e0000-\U000e007f\U000e0100-\U000e01ef]'
$$;
revoke all on function private.invisible_characters() from public, anon, authenticated;

do $$
declare
  text_column record;
begin
  for text_column in
    select * from (values
      ('contacts', 'name', 200), ('contacts', 'subject', 300), ('contacts', 'message', 5000),
      ('community_blog_posts', 'title', 200), ('community_blog_posts', 'content', 10000),
      ('community_blog_posts', 'author', 100)
    ) as t (table_name, column_name, max_length)
  loop
    execute format(
      'alter table public.%1$I drop constraint %2$I, add constraint %2$I '
      'check (char_length(trim(%3$I)) between 1 and %4$s and %3$I ~ %5$L)',
      text_column.table_name,
      text_column.table_name || '_' || text_column.column_name || '_length',
      text_column.column_name,
      text_column.max_length,
      -- "at least one character outside the class": the class negated.
      '[^' || substr(private.invisible_characters(), 2)
    );
  end loop;
  execute format(
    'alter table public.contacts drop constraint contacts_email_format, add constraint contacts_email_format '
    'check (char_length(email) <= 320 and email ~ %L and email !~ %L)',
    '^[^\s@]+@[^\s@]+\.[^\s@]+$',
    private.invisible_characters()
  );
end
$$;
