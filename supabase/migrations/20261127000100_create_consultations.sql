-- Why: the free consultation is the consultancy's product, and it lived in an external form: a booking
-- never reached the console, and a student's messages, account, purchases and shortlist were on four
-- screens with nothing joining them (issue 32). This migration adds, on the same backend:
--
-- * counsellors: staff who see and work on students. The role is a row in public.counsellors (active);
--   a counsellor edits no site content unless also an admin (private.is_admin stays the content key).
--   Each keeps weekly hours in their own time zone (default the office's, Europe/Berlin: CET/CEST),
--   days off, a video-call link and the languages they speak;
-- * bookings: 30-minute slots generated from those hours (private.slots_between), taken by visitors
--   without an account. One slot, one booking: a unique index, not a UI check. The same guard as the
--   contact form (honeypot, human pass, per-client/network/global slots) plus a cap per e-mail address;
-- * student cases: one per student, joined by e-mail (lower case), made by the first booking or
--   contact message; a stage (New → … → Enrolled, or Closed with a reason), an assigned counsellor,
--   internal notes and tasks. Each change staff make is in the audit trail (stage moves included);
-- * consent: a booking's shortlist and first-year plan are kept only when the visitor agreed to share
--   them, and a student can switch sharing on or off on /account (public.sharing_consents).
--
-- Counsellors see the cases assigned to them and those cases' bookings, notes and tasks; admins see
-- everything. Students never read notes. Visitors only create bookings.

-- ── Roles ──────────────────────────────────────────────────────────────────────────────────────
create type public.spoken_language as enum (
  'English', 'Hindi', 'Bengali', 'Nepali', 'Urdu', 'Sinhala', 'Tamil', 'Punjabi', 'Telugu', 'Malayalam'
);
create type public.booking_status as enum ('booked', 'cancelled', 'attended', 'no_show');
create type public.case_stage as enum (
  'new', 'consultation_booked', 'consulted', 'applying', 'admitted', 'visa', 'enrolled', 'closed'
);

create table public.counsellors (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null constraint counsellors_display_name_length
    check (char_length(trim(display_name)) between 1 and 80),
  languages public.spoken_language[] not null default '{English}'
    constraint counsellors_speak_a_language check (cardinality(languages) between 1 and 10),
  video_link text not null constraint counsellors_video_link_is_https
    check (private.is_safe_link(video_link) and video_link ~ '^https://'),
  -- The time zone the weekly hours are written in (an IANA name PostgreSQL knows).
  time_zone text not null default 'Europe/Berlin',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.counsellors is
  'Staff who take consultations and work on students'' cases. A row (active) is the counsellor role.';

create function private.is_counsellor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.counsellors where user_id = (select auth.uid()) and active)
$$;
revoke all on function private.is_counsellor() from public;
grant execute on function private.is_counsellor() to authenticated, service_role;

create function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_admin()) or (select private.is_counsellor())
$$;
revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to authenticated, service_role;

-- The console asks which staff role the caller holds: 'admin' (everything), 'counsellor' (students
-- only) or null (not staff).
create function public.staff_role()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case when (select private.is_admin()) then 'admin' when (select private.is_counsellor()) then 'counsellor' end
$$;
revoke all on function public.staff_role() from public, anon;
grant execute on function public.staff_role() to authenticated;

create function private.check_counsellor_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone %. Use a name such as Europe/Berlin.', new.time_zone using errcode = '22023';
  end if;
  -- Only an admin makes or unmakes a counsellor.
  if tg_op = 'UPDATE' and new.active is distinct from old.active
     and coalesce((select auth.role()), '') <> 'service_role' and not (select private.is_admin()) then
    raise exception 'Only an admin can activate or deactivate a counsellor.' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end
$$;
create trigger check_counsellor before insert or update on public.counsellors
  for each row execute function private.check_counsellor_time_zone();

create table public.counsellor_hours (
  id bigint generated always as identity primary key,
  counsellor_id uuid not null references public.counsellors (user_id) on delete cascade,
  -- ISO weekday: 1 Monday … 7 Sunday.
  weekday smallint not null constraint counsellor_hours_weekday check (weekday between 1 and 7),
  opens time not null,
  closes time not null,
  constraint counsellor_hours_order check (closes > opens),
  constraint counsellor_hours_on_half_hours check (
    extract(second from opens) = 0 and extract(minute from opens)::int % 30 = 0
    and extract(second from closes) = 0 and extract(minute from closes)::int % 30 = 0),
  constraint counsellor_hours_one_block_start unique (counsellor_id, weekday, opens)
);
create index counsellor_hours_counsellor_idx on public.counsellor_hours (counsellor_id, weekday);

create table public.counsellor_days_off (
  id bigint generated always as identity primary key,
  counsellor_id uuid not null references public.counsellors (user_id) on delete cascade,
  day date not null,
  note text constraint counsellor_days_off_note_length check (char_length(note) <= 200),
  constraint counsellor_days_off_once unique (counsellor_id, day)
);

-- A new counsellor starts with the office hours: Mon–Fri 9:00–18:00, Sat 10:00–14:00.
create function private.give_office_hours()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.counsellor_hours (counsellor_id, weekday, opens, closes)
  select new.user_id, d::smallint, '09:00'::time, '18:00'::time from generate_series(1, 5) d
  union all
  select new.user_id, 6::smallint, '10:00'::time, '14:00'::time;
  return null;
end
$$;
revoke all on function private.give_office_hours() from public, anon, authenticated;
create trigger give_office_hours after insert on public.counsellors
  for each row execute function private.give_office_hours();

-- ── Slots ──────────────────────────────────────────────────────────────────────────────────────
-- Every 30-minute slot of every active counsellor's hours that starts in [from_at, until_at), taken
-- or not. Local dates and times are turned into instants in the counsellor's zone, so Europe's
-- daylight-saving changes move the slots in UTC and not on the counsellor's clock.
create function private.slots_between(from_at timestamptz, until_at timestamptz)
returns table (counsellor_id uuid, starts_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.user_id, slot.starts_at
    from public.counsellors c
    join public.counsellor_hours h on h.counsellor_id = c.user_id
    cross join lateral generate_series(
      (from_at at time zone c.time_zone)::date - 1, (until_at at time zone c.time_zone)::date, interval '1 day'
    ) as d (day)
    cross join lateral generate_series(
      0, (extract(epoch from (h.closes - h.opens)) / 1800)::int - 1
    ) as n (i)
    cross join lateral (
      select ((d.day::date + h.opens + n.i * interval '30 minutes') at time zone c.time_zone) as starts_at
    ) slot
   where c.active
     and extract(isodow from d.day) = h.weekday
     and not exists (select 1 from public.counsellor_days_off o where o.counsellor_id = c.user_id and o.day = d.day::date)
     and slot.starts_at >= from_at and slot.starts_at < until_at
$$;
revoke all on function private.slots_between(timestamptz, timestamptz) from public, anon, authenticated;

-- How far ahead and how soon a visitor may book.
create function private.booking_window()
returns table (opens_at timestamptz, closes_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select now() + interval '2 hours', now() + interval '21 days'
$$;
revoke all on function private.booking_window() from public, anon, authenticated;

-- ── Cases ──────────────────────────────────────────────────────────────────────────────────────
create table public.student_cases (
  id bigint generated always as identity primary key,
  email text not null constraint student_cases_email_format
    check (char_length(email) <= 320 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and email = lower(email)),
  name text not null constraint student_cases_name_length check (char_length(trim(name)) between 1 and 200),
  home_country text constraint student_cases_home_country_length check (char_length(home_country) <= 80),
  stage public.case_stage not null default 'new',
  closed_reason text constraint student_cases_closed_reason_length check (char_length(trim(closed_reason)) between 1 and 500),
  counsellor_id uuid references public.counsellors (user_id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint student_cases_one_per_email unique (email),
  constraint student_cases_closed_has_reason check ((stage = 'closed') = (closed_reason is not null))
);
create index student_cases_counsellor_idx on public.student_cases (counsellor_id, stage);
create index student_cases_created_at_idx on public.student_cases (created_at desc);

create table public.case_notes (
  id bigint generated always as identity primary key,
  case_id bigint not null references public.student_cases (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null constraint case_notes_body_length check (char_length(trim(body)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index case_notes_case_idx on public.case_notes (case_id, created_at desc);

create table public.case_tasks (
  id bigint generated always as identity primary key,
  case_id bigint not null references public.student_cases (id) on delete cascade,
  title text not null constraint case_tasks_title_length check (char_length(trim(title)) between 1 and 200),
  due_on date,
  done boolean not null default false,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index case_tasks_case_idx on public.case_tasks (case_id, done, due_on);

-- ── Bookings ───────────────────────────────────────────────────────────────────────────────────
create table public.bookings (
  id bigint generated always as identity primary key,
  counsellor_id uuid not null references public.counsellors (user_id),
  starts_at timestamptz not null,
  status public.booking_status not null default 'booked',
  name text not null constraint bookings_name_length check (char_length(trim(name)) between 1 and 200),
  email text not null constraint bookings_email_format
    check (char_length(email) <= 320 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  -- E.164: a plus, the country code and the number, 8 to 15 digits in all.
  whatsapp text constraint bookings_whatsapp_e164 check (whatsapp ~ '^\+[1-9][0-9]{7,14}$'),
  home_country text not null constraint bookings_home_country_length check (char_length(trim(home_country)) between 1 and 80),
  study_level public.program_level,
  field_of_study text constraint bookings_field_length check (char_length(field_of_study) <= 120),
  intended_intake text constraint bookings_intake_length check (char_length(intended_intake) <= 40),
  budget_band text constraint bookings_budget_band check (budget_band in ('under_10_lakh', '10_20_lakh', '20_30_lakh', 'over_30_lakh')),
  english_test text constraint bookings_english_test check (english_test in ('not_yet', 'booked', 'have_score', 'not_needed')),
  language public.spoken_language not null default 'English',
  -- What the visitor agreed to share with counsellors; without consent nothing is kept.
  share_consent boolean not null default false,
  shortlist_program_ids bigint[] not null default '{}'
    constraint bookings_shortlist_size check (cardinality(shortlist_program_ids) <= 50),
  plan_query text constraint bookings_plan_query_length check (char_length(plan_query) <= 2000),
  constraint bookings_shared_only_with_consent check (
    share_consent or (cardinality(shortlist_program_ids) = 0 and plan_query is null)),
  user_id uuid references auth.users (id) on delete set null,
  case_id bigint references public.student_cases (id) on delete set null,
  -- Bumped by every change made through the manage link: a link for an older version is spent.
  manage_version integer not null default 1,
  -- Honeypot and human pass (private.guard_public_submission), never stored.
  website text,
  human_pass text constraint bookings_human_pass_not_kept check (human_pass is null),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Two people can never hold one counsellor's slot.
create unique index bookings_one_per_slot on public.bookings (counsellor_id, starts_at) where status <> 'cancelled';
create index bookings_starts_at_idx on public.bookings (starts_at);
create index bookings_email_idx on public.bookings (lower(email), starts_at);
create index bookings_case_idx on public.bookings (case_id);
create index bookings_user_idx on public.bookings (user_id) where user_id is not null;

-- The free slots a visitor can book, optionally only with counsellors who speak `language`.
create function public.open_slots(language public.spoken_language default null)
returns table (counsellor_id uuid, counsellor_name text, languages public.spoken_language[], starts_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select s.counsellor_id, c.display_name, c.languages, s.starts_at
    from private.booking_window() w
    cross join lateral private.slots_between(w.opens_at, w.closes_at) s
    join public.counsellors c on c.user_id = s.counsellor_id
   where (open_slots.language is null or open_slots.language = any (c.languages))
     and not exists (
       select 1 from public.bookings b
        where b.counsellor_id = s.counsellor_id and b.starts_at = s.starts_at and b.status <> 'cancelled')
   order by s.starts_at, c.display_name
$$;

insert into private.submission_limits (bucket, max_per_window, max_total_per_window, window_length, max_per_network)
values ('bookings', 5, 300, interval '10 minutes', 15);

create trigger guard_public_submission before insert on public.bookings
  for each row execute function private.guard_public_submission();

-- One e-mail address holds at most two upcoming consultations and makes at most five bookings a day.
create function private.cap_bookings_per_email(address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('bookings:' || lower(address), 0));
  if (select count(*) from public.bookings
       where lower(email) = lower(address) and status = 'booked' and starts_at > now()) >= 2 then
    raise exception 'This e-mail address already has two upcoming consultations. Move or cancel one from the link in its e-mail.'
      using errcode = 'PT429';
  end if;
  if (select count(*) from public.bookings
       where lower(email) = lower(address) and created_at > now() - interval '1 day') >= 5 then
    raise exception 'Too many bookings for this e-mail address today. Please try again tomorrow.'
      using errcode = 'PT429';
  end if;
end
$$;
revoke all on function private.cap_bookings_per_email(text) from public, anon, authenticated;

-- The slot must be one of the counsellor's open slots inside the booking window.
create function private.check_booking_slot(counsellor uuid, slot timestamptz)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from private.booking_window() w
     cross join lateral private.slots_between(slot, slot + interval '1 second') s
     where s.counsellor_id = counsellor and slot between w.opens_at and w.closes_at
  ) then
    raise exception 'That time is not open for booking. Please pick one of the times shown.'
      using errcode = '22023';
  end if;
end
$$;
revoke all on function private.check_booking_slot(uuid, timestamptz) from public, anon, authenticated;

-- The case a booking or message belongs to, made on first contact; an existing case keeps its name.
create function private.case_for(address text, person text, country text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_id bigint;
begin
  insert into public.student_cases (email, name, home_country)
  values (lower(address), trim(person), nullif(trim(country), ''))
  on conflict (email) do update set updated_at = public.student_cases.updated_at
  returning id into found_id;
  return found_id;
end
$$;
revoke all on function private.case_for(text, text, text) from public, anon, authenticated;

create function private.prepare_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(trim(new.email));
  new.user_id := (select auth.uid());
  new.status := 'booked';
  new.manage_version := 1;
  new.created_at := now();
  new.updated_at := now();
  if not new.share_consent then
    new.shortlist_program_ids := '{}';
    new.plan_query := null;
  end if;
  if coalesce((select auth.role()), '') <> 'service_role' then
    perform private.check_booking_slot(new.counsellor_id, new.starts_at);
    perform private.cap_bookings_per_email(new.email);
  end if;
  new.case_id := private.case_for(new.email, new.name, new.home_country);
  update public.student_cases
     set stage = case when stage = 'new' then 'consultation_booked'::public.case_stage else stage end,
         counsellor_id = coalesce(counsellor_id, new.counsellor_id),
         updated_at = now()
   where id = new.case_id;
  return new;
end
$$;
revoke all on function private.prepare_booking() from public, anon, authenticated;
-- After the guard (alphabetical: "guard_…" < "prepare_…"), so a honeypot row makes no case.
create trigger prepare_booking before insert on public.bookings
  for each row execute function private.prepare_booking();

create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
create trigger touch_updated_at before update on public.bookings
  for each row execute function private.touch_updated_at();
create trigger touch_updated_at before update on public.student_cases
  for each row execute function private.touch_updated_at();

-- A contact message starts (or joins) its sender's case too.
create function private.file_contact_in_case()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.case_for(new.email, new.name, null);
  return null;
end
$$;
revoke all on function private.file_contact_in_case() from public, anon, authenticated;
create trigger file_contact_in_case after insert on public.contacts
  for each row execute function private.file_contact_in_case();

-- ── Consent ────────────────────────────────────────────────────────────────────────────────────
create table public.sharing_consents (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  share_with_counsellors boolean not null,
  changed_at timestamptz not null default now()
);
comment on table public.sharing_consents is
  'A student''s choice, on /account, to let their counsellor see their shortlist and first-year plans.';

-- Withdrawing consent also takes back what earlier bookings attached.
create function private.apply_sharing_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.changed_at := now();
  if not new.share_with_counsellors then
    update public.bookings
       set share_consent = false, shortlist_program_ids = '{}', plan_query = null
     where user_id = new.user_id and share_consent;
  end if;
  return new;
end
$$;
revoke all on function private.apply_sharing_consent() from public, anon, authenticated;
create trigger apply_sharing_consent before insert or update on public.sharing_consents
  for each row execute function private.apply_sharing_consent();

-- ── Who may do what ────────────────────────────────────────────────────────────────────────────
create function private.is_case_counsellor(target bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.student_cases c
     where c.id = target and c.counsellor_id = (select auth.uid()) and (select private.is_counsellor()))
$$;
revoke all on function private.is_case_counsellor(bigint) from public;
grant execute on function private.is_case_counsellor(bigint) to authenticated, service_role;

alter table public.counsellors enable row level security;
alter table public.counsellor_hours enable row level security;
alter table public.counsellor_days_off enable row level security;
alter table public.student_cases enable row level security;
alter table public.case_notes enable row level security;
alter table public.case_tasks enable row level security;
alter table public.bookings enable row level security;
alter table public.sharing_consents enable row level security;

revoke all on table public.counsellors, public.counsellor_hours, public.counsellor_days_off, public.student_cases,
  public.case_notes, public.case_tasks, public.bookings, public.sharing_consents from anon, authenticated;
grant all on table public.counsellors, public.counsellor_hours, public.counsellor_days_off, public.student_cases,
  public.case_notes, public.case_tasks, public.bookings, public.sharing_consents to service_role;

-- Counsellors: staff read; a counsellor edits their own profile, admins everyone's.
grant select, insert, update, delete on table public.counsellors to authenticated;
create policy "Staff can read counsellors" on public.counsellors
  for select to authenticated using ((select private.is_staff()));
create policy "Admins can add counsellors" on public.counsellors
  for insert to authenticated with check ((select private.is_admin()));
create policy "Counsellors edit their own profile and admins any" on public.counsellors
  for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins can remove counsellors" on public.counsellors
  for delete to authenticated using ((select private.is_admin()));

grant select, insert, update, delete on table public.counsellor_hours, public.counsellor_days_off to authenticated;
create policy "Staff can read hours" on public.counsellor_hours
  for select to authenticated using ((select private.is_staff()));
create policy "Counsellors add their own hours and admins any" on public.counsellor_hours
  for insert to authenticated
  with check ((counsellor_id = (select auth.uid()) and (select private.is_counsellor())) or (select private.is_admin()));
create policy "Counsellors change their own hours and admins any" on public.counsellor_hours
  for update to authenticated
  using ((counsellor_id = (select auth.uid()) and (select private.is_counsellor())) or (select private.is_admin()))
  with check ((counsellor_id = (select auth.uid()) and (select private.is_counsellor())) or (select private.is_admin()));
create policy "Counsellors remove their own hours and admins any" on public.counsellor_hours
  for delete to authenticated
  using ((counsellor_id = (select auth.uid()) and (select private.is_counsellor())) or (select private.is_admin()));
create policy "Staff can read days off" on public.counsellor_days_off
  for select to authenticated using ((select private.is_staff()));
create policy "Counsellors add their own days off and admins any" on public.counsellor_days_off
  for insert to authenticated
  with check ((counsellor_id = (select auth.uid()) and (select private.is_counsellor())) or (select private.is_admin()));
create policy "Counsellors change their own days off and admins any" on public.counsellor_days_off
  for update to authenticated
  using ((counsellor_id = (select auth.uid()) and (select private.is_counsellor())) or (select private.is_admin()))
  with check ((counsellor_id = (select auth.uid()) and (select private.is_counsellor())) or (select private.is_admin()));
create policy "Counsellors remove their own days off and admins any" on public.counsellor_days_off
  for delete to authenticated
  using ((counsellor_id = (select auth.uid()) and (select private.is_counsellor())) or (select private.is_admin()));

-- Cases: admins all; a counsellor the cases assigned to them. A case nobody is assigned to (a contact
-- message, say) is the admins' until they assign it.
grant select, insert, update, delete on table public.student_cases to authenticated;
create policy "Admins read every case and counsellors their own" on public.student_cases
  for select to authenticated
  using ((select private.is_admin()) or (counsellor_id = (select auth.uid()) and (select private.is_counsellor())));
create policy "Staff can open a case" on public.student_cases
  for insert to authenticated
  with check ((select private.is_admin()) or (counsellor_id = (select auth.uid()) and (select private.is_counsellor())));
create policy "Admins change every case and counsellors their own" on public.student_cases
  for update to authenticated
  using ((select private.is_admin()) or (counsellor_id = (select auth.uid()) and (select private.is_counsellor())))
  with check ((select private.is_admin()) or (counsellor_id = (select auth.uid()) and (select private.is_counsellor())));
create policy "Admins can delete cases" on public.student_cases
  for delete to authenticated using ((select private.is_admin()));

grant select, insert, update, delete on table public.case_notes, public.case_tasks to authenticated;
create policy "Staff of the case read its notes" on public.case_notes
  for select to authenticated using ((select private.is_admin()) or private.is_case_counsellor(case_id));
create policy "Staff of the case write notes" on public.case_notes
  for insert to authenticated
  with check (author_id = (select auth.uid()) and ((select private.is_admin()) or private.is_case_counsellor(case_id)));
create policy "Authors edit their notes" on public.case_notes
  for update to authenticated
  using (author_id = (select auth.uid()) and ((select private.is_admin()) or private.is_case_counsellor(case_id)))
  with check (author_id = (select auth.uid()) and ((select private.is_admin()) or private.is_case_counsellor(case_id)));
create policy "Authors and admins delete notes" on public.case_notes
  for delete to authenticated
  using ((select private.is_admin()) or (author_id = (select auth.uid()) and private.is_case_counsellor(case_id)));
create policy "Staff of the case read its tasks" on public.case_tasks
  for select to authenticated using ((select private.is_admin()) or private.is_case_counsellor(case_id));
create policy "Staff of the case add tasks" on public.case_tasks
  for insert to authenticated with check ((select private.is_admin()) or private.is_case_counsellor(case_id));
create policy "Staff of the case change tasks" on public.case_tasks
  for update to authenticated
  using ((select private.is_admin()) or private.is_case_counsellor(case_id))
  with check ((select private.is_admin()) or private.is_case_counsellor(case_id));
create policy "Staff of the case delete tasks" on public.case_tasks
  for delete to authenticated using ((select private.is_admin()) or private.is_case_counsellor(case_id));

-- Bookings: anyone books (the form's columns only); a student reads their own; staff of the case
-- read and mark attendance; nobody but the service role (the manage link) and admins deletes.
grant insert (counsellor_id, starts_at, name, email, whatsapp, home_country, study_level, field_of_study,
  intended_intake, budget_band, english_test, language, share_consent, shortlist_program_ids, plan_query,
  website, human_pass) on table public.bookings to anon, authenticated;
grant select, delete on table public.bookings to authenticated;
-- Staff mark attendance; the time and the counsellor change only through the manage link (service role),
-- which checks the new slot.
grant update (status) on table public.bookings to authenticated;
create policy "Anyone can book a consultation" on public.bookings
  for insert to anon, authenticated with check (status = 'booked');
create policy "Students read their bookings and staff those of their cases" on public.bookings
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin())
         or counsellor_id = (select auth.uid()) and (select private.is_counsellor())
         or private.is_case_counsellor(case_id));
create policy "Staff of the booking mark it" on public.bookings
  for update to authenticated
  using ((select private.is_admin()) or counsellor_id = (select auth.uid()) and (select private.is_counsellor())
         or private.is_case_counsellor(case_id))
  with check ((select private.is_admin()) or counsellor_id = (select auth.uid()) and (select private.is_counsellor())
         or private.is_case_counsellor(case_id));
create policy "Admins can delete bookings" on public.bookings
  for delete to authenticated using ((select private.is_admin()));

grant select, insert, update on table public.sharing_consents to authenticated;
create policy "Students read their consent" on public.sharing_consents
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Students give their consent" on public.sharing_consents
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Students change their consent" on public.sharing_consents
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

grant execute on function public.open_slots(public.spoken_language) to anon, authenticated, service_role;

-- ── Audit: counsellors' changes count as staff changes ─────────────────────────────────────────
create or replace function private.record_staff_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  key_column text := tg_argv[0];
  excluded text[] := coalesce(tg_argv[1:], '{}');
  diff jsonb := '{}'::jsonb;
  col text;
begin
  -- Cheap first: no signed-in caller (seed, migrations, service role) is never staff.
  if auth.uid() is null or not private.is_staff() then
    return null;
  end if;
  for col in select jsonb_object_keys(coalesce(new_row, old_row)) loop
    continue when col = any(excluded) or col = 'updated_at';
    if tg_op = 'UPDATE' then
      continue when (old_row -> col) is not distinct from (new_row -> col);
      diff := diff || jsonb_build_object(col, jsonb_build_object('old', old_row -> col, 'new', new_row -> col));
    elsif tg_op = 'INSERT' then
      diff := diff || jsonb_build_object(col, jsonb_build_object('new', new_row -> col));
    else
      diff := diff || jsonb_build_object(col, jsonb_build_object('old', old_row -> col));
    end if;
  end loop;
  if tg_op = 'UPDATE' and diff = '{}'::jsonb then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, table_name, row_id, action, changes)
  values (
    auth.uid(),
    auth.jwt() ->> 'email',
    tg_table_name,
    coalesce(new_row, old_row) ->> key_column,
    lower(tg_op),
    diff
  );
  return null;
end;
$$;
-- A case's people data (e-mail, name, closing words) and notes' text stay out of the log.
create trigger record_staff_change after insert or update or delete on public.student_cases
  for each row execute function private.record_staff_change('id', 'email', 'name', 'home_country', 'closed_reason');
create trigger record_staff_change after insert or update or delete on public.bookings
  for each row execute function private.record_staff_change('id', 'name', 'email', 'whatsapp', 'home_country',
    'field_of_study', 'intended_intake', 'budget_band', 'english_test', 'shortlist_program_ids', 'plan_query');
create trigger record_staff_change after insert or update or delete on public.counsellors
  for each row execute function private.record_staff_change('user_id');

-- A counsellor reads the audit trail of the cases assigned to them (stage moves on the case file).
create policy "Counsellors read the trail of their cases" on public.audit_log
  for select to authenticated
  using (private.is_case_counsellor(case when table_name = 'student_cases' then row_id::bigint end));
