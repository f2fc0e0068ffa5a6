-- Why: contact messages and community stories are the only rows visitors write without an account, so
-- the database itself limits them: length checks, a per-client rate limit and a honeypot that silently
-- drops bot submissions. Visitors may insert contacts but never read them back (leads are private).

-- One row per accepted anonymous submission, to count recent ones per client address.
create table private.public_submissions (
  id bigint generated always as identity primary key,
  table_name text not null,
  client_address text not null,
  submitted_at timestamptz not null default now()
);
create index public_submissions_client_idx on private.public_submissions (table_name, client_address, submitted_at);
revoke all on table private.public_submissions from public, anon, authenticated;
alter table private.public_submissions enable row level security;

-- How many submissions one address may make per window. Generous on purpose: students in one college
-- or hostel often share a single public address.
create table private.submission_limits (
  table_name text primary key,
  max_per_window integer not null check (max_per_window > 0),
  window_length interval not null
);
insert into private.submission_limits (table_name, max_per_window, window_length) values
  ('contacts', 20, interval '10 minutes'),
  ('community_blog_posts', 20, interval '10 minutes');
revoke all on table private.submission_limits from public, anon, authenticated;
alter table private.submission_limits enable row level security;

-- The client address as hosted Supabase's gateway reports it: the first x-forwarded-for entry.
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(trim(split_part(
      coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1
    )), ''),
    'unknown'
  )
$$;

create function private.guard_public_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text;
  recent integer;
  limits private.submission_limits;
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
  select * into limits from private.submission_limits where table_name = tg_table_name;
  client := private.request_client_address();
  -- Serialise one client's submissions so parallel requests cannot all slip under the limit.
  perform pg_advisory_xact_lock(hashtext(tg_table_name || '/' || client));
  delete from private.public_submissions
  where table_name = tg_table_name and client_address = client
    and submitted_at < now() - limits.window_length;
  select count(*) into recent from private.public_submissions
  where table_name = tg_table_name and client_address = client;
  if recent >= limits.max_per_window then
    -- PT429: PostgREST (and our local stack) answer HTTP 429.
    raise exception 'Too many submissions. Please wait a few minutes and try again.'
      using errcode = 'PT429';
  end if;
  insert into private.public_submissions (table_name, client_address) values (tg_table_name, client);
  return new;
end
$$;
revoke all on function private.guard_public_submission() from public;

create table public.contacts (
  id bigint generated always as identity primary key,
  name text not null constraint contacts_name_length check (char_length(trim(name)) between 1 and 200),
  email text not null constraint contacts_email_format
    check (char_length(email) <= 320 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  subject text not null constraint contacts_subject_length check (char_length(trim(subject)) between 1 and 300),
  message text not null constraint contacts_message_length check (char_length(trim(message)) between 1 and 5000),
  -- Honeypot: the form hides this field from people; see private.guard_public_submission().
  website text,
  created_at timestamptz not null default now()
);
create index contacts_created_at_idx on public.contacts (created_at desc);
create trigger guard_public_submission before insert on public.contacts
  for each row execute function private.guard_public_submission();

alter table public.contacts enable row level security;
revoke all on table public.contacts from anon, authenticated, service_role;
grant insert (name, email, subject, message, website) on table public.contacts to anon, authenticated;
grant select, delete on table public.contacts to authenticated;
grant all on table public.contacts to service_role;
create policy "Visitors can send a contact message" on public.contacts
  for insert to anon with check (true);
create policy "Signed-in users can send a contact message" on public.contacts
  for insert to authenticated with check (true);
create policy "Admins can read leads" on public.contacts
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can delete leads" on public.contacts
  for delete to authenticated using ((select private.is_admin()));

create table public.community_blog_posts (
  id bigint generated always as identity primary key,
  title text not null constraint community_blog_posts_title_length check (char_length(trim(title)) between 1 and 200),
  content text not null constraint community_blog_posts_content_length check (char_length(trim(content)) between 1 and 10000),
  author text not null default 'Anonymous Explorer'
    constraint community_blog_posts_author_length check (char_length(trim(author)) between 1 and 100),
  website text,
  created_at timestamptz not null default now()
);
create index community_blog_posts_created_at_idx on public.community_blog_posts (created_at desc);
create trigger guard_public_submission before insert on public.community_blog_posts
  for each row execute function private.guard_public_submission();

alter table public.community_blog_posts enable row level security;
revoke all on table public.community_blog_posts from anon, authenticated, service_role;
grant select on table public.community_blog_posts to anon, authenticated;
grant insert (title, content, author, website) on table public.community_blog_posts to anon, authenticated;
grant update (title, content, author), delete on table public.community_blog_posts to authenticated;
grant all on table public.community_blog_posts to service_role;
create policy "Visitors can read stories" on public.community_blog_posts
  for select to anon using (true);
create policy "Signed-in users can read stories" on public.community_blog_posts
  for select to authenticated using (true);
create policy "Visitors can share a story" on public.community_blog_posts
  for insert to anon with check (true);
create policy "Signed-in users can share a story" on public.community_blog_posts
  for insert to authenticated with check (true);
create policy "Admins can change stories" on public.community_blog_posts
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete stories" on public.community_blog_posts
  for delete to authenticated using ((select private.is_admin()));
