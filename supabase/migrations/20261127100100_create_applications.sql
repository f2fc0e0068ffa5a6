-- Why: a student with five shortlisted programmes must apply to each, with its own deadline, portal,
-- documents and fees, and steps that depend on where they come from (India's APS certificate for
-- Germany, Nepal's No Objection Certificate, Pakistan's HEC attestation…). Issue 33: one tracker per
-- student, a checklist per application built from the programme, the destination's steps (the country
-- guide's checklist) and the student's home country, each step with its official page and a due date
-- counted back from the deadline.
--
-- * home_country_steps: the home-country rules as data staff edit in the console (source page, the
--   day it was checked, the intake it applies to), read by everyone (the country guides bake them);
-- * applications and application_steps: a student's own, read and written only by them; their
--   counsellor (the one assigned to their case) reads them only while the student shares with
--   counsellors (sharing_consents), and may add a step or a comment the student sees;
-- * reminder_preferences: opt-in reminders (e-mail, weekly digest, WhatsApp) in the student's zone.

create type public.application_stage as enum (
  'preparing', 'submitted', 'interview', 'admitted', 'rejected', 'waitlisted', 'accepted',
  'visa_applied', 'visa_granted', 'enrolled'
);
create type public.checklist_source as enum ('programme', 'destination', 'home', 'counsellor', 'student');

-- ── Home-country rules ─────────────────────────────────────────────────────────────────────────
create table public.home_country_steps (
  id bigint generated always as identity primary key,
  home_country text not null constraint home_country_steps_home_country
    check (home_country in ('India', 'Nepal', 'Bangladesh', 'Pakistan', 'Sri Lanka', 'Bhutan', 'Maldives')),
  -- ISO 3166-1 alpha-2 of the destination (countries.code); null: every destination.
  destination_code text constraint home_country_steps_destination_code check (destination_code ~ '^[A-Z]{2}$'),
  -- null: every level.
  level public.program_level,
  position smallint not null default 0,
  title text not null constraint home_country_steps_title_length check (char_length(trim(title)) between 1 and 150),
  detail text constraint home_country_steps_detail_length check (char_length(detail) <= 600),
  official_url text not null constraint home_country_steps_official_url check (private.is_source_url(official_url)),
  -- How long the step typically takes before the application deadline, in days (its due date counts back).
  lead_time_days integer not null constraint home_country_steps_lead_time check (lead_time_days between 0 and 365),
  -- The intake or academic year the official page spoke of, e.g. "2027 intake".
  applies_to text not null constraint home_country_steps_applies_to_length check (char_length(trim(applies_to)) between 1 and 40),
  checked_on date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index home_country_steps_lookup_idx on public.home_country_steps (home_country, destination_code, position);
create trigger home_country_steps_refuse_future_dates before insert or update on public.home_country_steps
  for each row execute function private.refuse_future_dates('checked_on');
create trigger touch_updated_at before update on public.home_country_steps
  for each row execute function private.touch_updated_at();
call private.secure_content_table('home_country_steps', true);
call private.rebuild_site_on_change('home_country_steps');
create trigger record_staff_change after insert or update or delete on public.home_country_steps
  for each row execute function private.record_staff_change('id');

-- ── Applications ───────────────────────────────────────────────────────────────────────────────
create table public.applications (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  program_id bigint not null references public.programs (id) on delete cascade,
  stage public.application_stage not null default 'preparing',
  portal text constraint applications_portal_length check (char_length(portal) <= 120),
  application_number text constraint applications_number_length check (char_length(application_number) <= 80),
  fee_paid_cents bigint constraint applications_fee_paid check (fee_paid_cents >= 0),
  fee_currency text not null default 'EUR' constraint applications_fee_currency check (private.is_currency(fee_currency)),
  -- The deadline the student applies by (the programme's, or their own when it is not checked yet).
  deadline date,
  notes text constraint applications_notes_length check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_one_per_programme unique (user_id, program_id)
);
create index applications_program_idx on public.applications (program_id);
create trigger touch_updated_at before update on public.applications
  for each row execute function private.touch_updated_at();

create table public.application_steps (
  id bigint generated always as identity primary key,
  application_id bigint not null references public.applications (id) on delete cascade,
  source public.checklist_source not null,
  position smallint not null default 0,
  title text not null constraint application_steps_title_length check (char_length(trim(title)) between 1 and 150),
  detail text constraint application_steps_detail_length check (char_length(detail) <= 600),
  official_url text constraint application_steps_official_url check (private.is_source_url(official_url)),
  lead_time_days integer constraint application_steps_lead_time check (lead_time_days between 0 and 365),
  due_on date,
  done_at timestamptz,
  -- Set when the student marks the step not needed, with why.
  not_needed_reason text constraint application_steps_not_needed_reason_length
    check (char_length(trim(not_needed_reason)) between 1 and 300),
  added_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint application_steps_done_or_not_needed check (done_at is null or not_needed_reason is null)
);
create index application_steps_application_idx on public.application_steps (application_id, position);
create index application_steps_added_by_idx on public.application_steps (added_by);

create table public.application_comments (
  id bigint generated always as identity primary key,
  application_id bigint not null references public.applications (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null constraint application_comments_body_length check (char_length(trim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index application_comments_application_idx on public.application_comments (application_id, created_at);
create index application_comments_author_idx on public.application_comments (author_id);

create table public.reminder_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  email_reminders boolean not null default false,
  weekly_digest boolean not null default false,
  -- The zone reminders are counted in (the day a reminder is due begins at midnight there).
  time_zone text not null default 'Asia/Kolkata',
  whatsapp_number text constraint reminder_preferences_whatsapp_e164 check (whatsapp_number ~ '^\+[1-9][0-9]{7,14}$'),
  whatsapp_reminders boolean not null default false,
  constraint reminder_preferences_whatsapp_needs_number check (not whatsapp_reminders or whatsapp_number is not null),
  updated_at timestamptz not null default now()
);

create function private.check_reminder_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone %. Use a name such as Asia/Kolkata.', new.time_zone using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end
$$;
create trigger check_reminder_time_zone before insert or update on public.reminder_preferences
  for each row execute function private.check_reminder_time_zone();

-- ── Who may see a student's applications ──────────────────────────────────────────────────────
-- The counsellor assigned to the student's case (matched by the account's confirmed address), while
-- the student shares with counsellors; admins under the same consent.
create function private.may_counsel(student uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.users u
      join public.student_cases c on c.email = lower(u.email)
      join public.sharing_consents s on s.user_id = u.id and s.share_with_counsellors
     where u.id = student and u.email_confirmed_at is not null
       and ((select private.is_admin()) or (c.counsellor_id = (select auth.uid()) and (select private.is_counsellor())))
  )
$$;
revoke all on function private.may_counsel(uuid) from public;
grant execute on function private.may_counsel(uuid) to authenticated, service_role;

create function private.owns_application(target bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.applications a where a.id = target and a.user_id = (select auth.uid()))
$$;
revoke all on function private.owns_application(bigint) from public;
grant execute on function private.owns_application(bigint) to authenticated, service_role;

create function private.may_counsel_application(target bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.applications a where a.id = target and private.may_counsel(a.user_id))
$$;
revoke all on function private.may_counsel_application(bigint) from public;
grant execute on function private.may_counsel_application(bigint) to authenticated, service_role;

alter table public.applications enable row level security;
alter table public.application_steps enable row level security;
alter table public.application_comments enable row level security;
alter table public.reminder_preferences enable row level security;
revoke all on table public.applications, public.application_steps, public.application_comments,
  public.reminder_preferences from anon, authenticated;
grant all on table public.applications, public.application_steps, public.application_comments,
  public.reminder_preferences to service_role;

grant select, insert, update, delete on table public.applications to authenticated;
create policy "Students read their applications and their counsellor with consent" on public.applications
  for select to authenticated using (user_id = (select auth.uid()) or private.may_counsel(user_id));
create policy "Students start their applications" on public.applications
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Students change their applications" on public.applications
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Students remove their applications" on public.applications
  for delete to authenticated using (user_id = (select auth.uid()));

grant select, insert, update, delete on table public.application_steps to authenticated;
create policy "Students read their steps and their counsellor with consent" on public.application_steps
  for select to authenticated
  using (private.owns_application(application_id) or private.may_counsel_application(application_id));
create policy "Students add steps and their counsellor with consent" on public.application_steps
  for insert to authenticated
  with check (
    added_by = (select auth.uid())
    and ((private.owns_application(application_id) and source <> 'counsellor')
         or (private.may_counsel_application(application_id) and source = 'counsellor')));
create policy "Students tick their steps" on public.application_steps
  for update to authenticated
  using (private.owns_application(application_id)) with check (private.owns_application(application_id));
create policy "Students remove their steps" on public.application_steps
  for delete to authenticated using (private.owns_application(application_id));

grant select, insert, delete on table public.application_comments to authenticated;
create policy "Students and their counsellor read the comments" on public.application_comments
  for select to authenticated
  using (private.owns_application(application_id) or private.may_counsel_application(application_id));
create policy "Students and their counsellor comment" on public.application_comments
  for insert to authenticated
  with check (author_id = (select auth.uid())
              and (private.owns_application(application_id) or private.may_counsel_application(application_id)));
create policy "Authors remove their comments" on public.application_comments
  for delete to authenticated using (author_id = (select auth.uid()));

grant select, insert, update, delete on table public.reminder_preferences to authenticated;
create policy "Students read their reminder settings" on public.reminder_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Students choose their reminders" on public.reminder_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Students change their reminders" on public.reminder_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Students remove their reminder settings" on public.reminder_preferences
  for delete to authenticated using (user_id = (select auth.uid()));
