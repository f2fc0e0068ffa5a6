-- A human check in front of every form a visitor or student sends (issue 29). The global ceilings were
-- the only defence against a botnet: anyone with ~15 IPv4 addresses or one IPv6 /48 could fill them
-- and close the contact, story and correction forms for everyone.
--
-- The browser solves a challenge (Cloudflare Turnstile); the verify-human Edge Function checks the
-- token with the provider's siteverify API and, when it passes, issues a one-time pass for that form
-- (private.human_passes, kept only as a hash, for five minutes). The row the browser then inserts
-- carries the pass in `human_pass`, which private.guard_public_submission() spends before the row is
-- written and never stores. Staff (admins, the service role) need none. The check is on unless
-- private.human_check says otherwise: the off switch for an outage of the provider.
--
-- Per-network slots: one /24 (IPv4) or /48 (IPv6) may take only a share of a form's global ceiling.

-- ── The switch ──────────────────────────────────────────────────────────────────────────────────
create table private.human_check (
  singleton boolean primary key default true check (singleton),
  required boolean not null
);
insert into private.human_check (required) values (true);
revoke all on table private.human_check from public, anon, authenticated;
alter table private.human_check enable row level security;

-- ── Passes ──────────────────────────────────────────────────────────────────────────────────────
create table private.human_passes (
  pass_hash text primary key,
  form text not null references private.submission_limits (bucket) on delete cascade,
  expires_at timestamptz not null
);
create index human_passes_form_idx on private.human_passes (form);
create index human_passes_expires_at_idx on private.human_passes (expires_at);
revoke all on table private.human_passes from public, anon, authenticated;
alter table private.human_passes enable row level security;

-- The forms behind the check: the buckets of tables with the guard trigger.
create function private.is_human_checked_form(form text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from pg_catalog.pg_trigger t
      join pg_catalog.pg_class c on c.oid = t.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'guard_public_submission' and n.nspname = 'public' and c.relname = form
  )
$$;
revoke all on function private.is_human_checked_form(text) from public, anon, authenticated;

-- For verify-human (service role), once the provider said the token is good: a new pass for `form`.
create function public.issue_human_pass(form text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Two random UUIDs: 244 random bits, from PostgreSQL's own generator (no extension needed).
  pass text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if not private.is_human_checked_form(form) then
    raise exception 'No form % takes a human check.', form using errcode = '22023';
  end if;
  delete from private.human_passes where expires_at < now();
  insert into private.human_passes (pass_hash, form, expires_at)
  values (encode(sha256(convert_to(pass, 'UTF8')), 'hex'), form, now() + interval '5 minutes');
  return pass;
end
$$;
revoke all on function public.issue_human_pass(text) from public, anon, authenticated;
grant execute on function public.issue_human_pass(text) to service_role;

-- Spends the pass for `form` or refuses the row with 403 and what to do.
create function private.spend_human_pass(form text, pass text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from private.human_passes
   where pass_hash = encode(sha256(convert_to(coalesce(pass, ''), 'UTF8')), 'hex')
     and human_passes.form = spend_human_pass.form
     and expires_at >= now();
  if not found then
    raise exception 'Please complete the check that you are human, then send the form again.'
      using errcode = 'PT403';
  end if;
end
$$;
revoke all on function private.spend_human_pass(text, text) from public, anon, authenticated;

-- Every form's table takes the pass as a column its insert may name; the guard blanks it.
alter table public.contacts add column human_pass text;
alter table public.community_blog_posts add column human_pass text;
alter table public.figure_suggestions add column human_pass text;
comment on column public.contacts.human_pass is 'Write-only: the human-check pass, spent and blanked on insert.';
comment on column public.community_blog_posts.human_pass is 'Write-only: the human-check pass, spent and blanked on insert.';
comment on column public.figure_suggestions.human_pass is 'Write-only: the human-check pass, spent and blanked on insert.';
grant insert (human_pass) on table public.contacts to anon, authenticated;
grant insert (human_pass) on table public.community_blog_posts to anon, authenticated;
grant insert (human_pass) on table public.figure_suggestions to anon, authenticated;
alter table public.contacts add constraint contacts_human_pass_not_kept check (human_pass is null);
alter table public.community_blog_posts
  add constraint community_blog_posts_human_pass_not_kept check (human_pass is null);
alter table public.figure_suggestions
  add constraint figure_suggestions_human_pass_not_kept check (human_pass is null);

-- ── Per-network slots ───────────────────────────────────────────────────────────────────────────
alter table private.submission_limits
  add column max_per_network integer check (max_per_network > 0);
-- Three addresses' worth per network, well under each global ceiling (300 for the forms).
update private.submission_limits set max_per_network = 3 * max_per_window where bucket <> 'checkout_sessions';
alter table private.public_submissions add column client_network text;
create index public_submissions_network_idx on private.public_submissions (bucket, client_network, submitted_at);

-- The network of a rate-limit key: an IPv4 address's /24, an IPv6 /64's /48; null for anything else.
create function private.client_network_key(client text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address inet;
begin
  begin
    address := client::inet;
  exception when others then
    return null;
  end;
  return network(set_masklen(address, case family(address) when 4 then 24 else 48 end))::text;
end
$$;
revoke all on function private.client_network_key(text) from public;

create or replace function private.take_rate_limited_slot(slot_bucket text, client text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.submission_limits;
  network text := private.client_network_key(client);
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
  if network is not null and limits.max_per_network is not null and (
    select count(*) from private.public_submissions where bucket = slot_bucket and client_network = network
  ) >= limits.max_per_network then
    raise exception 'Too many submissions from your network. Please wait a few minutes and try again.'
      using errcode = 'PT429';
  end if;
  insert into private.public_submissions (bucket, client_address, client_network)
  values (slot_bucket, coalesce(client, 'anyone'), network);
end
$$;
revoke all on function private.take_rate_limited_slot(text, text) from public;

-- ── The guard: honeypot, staff, human check, then the slots ─────────────────────────────────────
create or replace function private.guard_public_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pass text := new.human_pass;
begin
  new.human_pass := null;
  -- People never see the honeypot field; bots fill every field. Answer success and store nothing, so
  -- the bot learns nothing.
  if coalesce(new.website, '') <> '' then
    return null;
  end if;
  new.website := null;
  -- Staff (service role, admins) are neither checked nor rate limited.
  if coalesce((select auth.role()), '') = 'service_role' or (select private.is_admin()) then
    return new;
  end if;
  if (select required from private.human_check) then
    perform private.spend_human_pass(tg_table_name, pass);
  end if;
  perform private.take_rate_limited_slot(tg_table_name, private.request_client_address());
  return new;
end
$$;
