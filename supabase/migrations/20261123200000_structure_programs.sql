-- Why: the catalogue was prose ("€2,000 – €3,000 per semester (non-EU)"), so nobody could search it by
-- subject, budget, language or deadline. Programmes now carry structured figures, each fee and deadline
-- with the official page it came from and the day it was checked; universities get a URL slug and an
-- ISO country code. The free-text columns stay: the site shows them until every row has figures.
-- Money is integer cents (minor units) in the currency the university publishes, so a figure is stored
-- exactly as the official page states it; amounts are per year.

-- ── Fields of study: ISCED-F 2013 broad fields (UNESCO), stored once ────────────────────────────
create table public.fields_of_study (
  code text primary key check (code ~ '^(0[0-9]|10)$'),
  name text not null unique check (char_length(name) between 1 and 120)
);
-- Reference data: everyone reads it, nobody changes it through the API (a new edition is a migration).
alter table public.fields_of_study enable row level security;
revoke all on table public.fields_of_study from anon, authenticated, service_role;
grant select on table public.fields_of_study to anon, authenticated;
grant all on table public.fields_of_study to service_role;
create policy "Visitors can read fields of study" on public.fields_of_study for select to anon using (true);
create policy "Signed-in users can read fields of study" on public.fields_of_study
  for select to authenticated using (true);
insert into public.fields_of_study (code, name) values
  ('00', 'Generic programmes and qualifications'),
  ('01', 'Education'),
  ('02', 'Arts and humanities'),
  ('03', 'Social sciences, journalism and information'),
  ('04', 'Business, administration and law'),
  ('05', 'Natural sciences, mathematics and statistics'),
  ('06', 'Information and Communication Technologies'),
  ('07', 'Engineering, manufacturing and construction'),
  ('08', 'Agriculture, forestry, fisheries and veterinary'),
  ('09', 'Health and welfare'),
  ('10', 'Services');

create type public.study_mode as enum ('Full-time', 'Part-time', 'Full-time or part-time');

-- A URL slug from a name: accents dropped (NFD, then the combining marks), letters PostgreSQL does not
-- decompose spelled out, everything else between words a single '-'.
create function private.slugify(name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- At most 120 characters (is_slug); a hyphen left at the cut is dropped.
  select trim(both '-' from left(trim(both '-' from regexp_replace(
    lower(translate(
      regexp_replace(normalize(replace(replace(replace(name, 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), nfd), '[\u0300-\u036f]', '', 'g'),
      'øØłŁđĐ.''’', 'oOlLdD'
    )),
    '[^a-z0-9]+', '-', 'g'
  )), 120))
$$;
revoke all on function private.slugify(text) from public;
grant execute on function private.slugify(text) to anon, authenticated, service_role;

-- A slug: lower-case words of letters and digits joined by single hyphens.
create function private.is_slug(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(value) <= 120
$$;
revoke all on function private.is_slug(text) from public;
grant execute on function private.is_slug(text) to anon, authenticated, service_role;

-- A source is a page on the web: an http(s) URL with a host, never a site path or '#'.
create function private.is_source_url(url text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select url is null or (url ~* '^https?://[^/?#\\@]' and private.is_safe_link(url))
$$;
revoke all on function private.is_source_url(text) from public;
grant execute on function private.is_source_url(text) to anon, authenticated, service_role;

-- A row added without a slug gets the slug of its name (staff, CSV imports and the seed need not type
-- one). Existing slugs never follow a renamed row: they are URLs people have shared.
create function private.fill_slug_from_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if nullif(new.slug, '') is null then
    -- The name column is the trigger's argument.
    new.slug := private.slugify(to_jsonb(new) ->> tg_argv[0]);
  end if;
  return new;
end
$$;
revoke all on function private.fill_slug_from_name() from public;

-- ── Universities: slug and country code ──────────────────────────────────────────────────────────
alter table public.universities_data
  add column slug text,
  add column country_code text check (country_code ~ '^[A-Z]{2}$');

-- Existing rows: the slug of the name (the id appended where two names make the same slug).
update public.universities_data u
set slug = private.slugify(u.university_name) || case
  when exists (
    select 1 from public.universities_data o
    where o.id < u.id and private.slugify(o.university_name) = private.slugify(u.university_name)
  ) then '-' || u.id
  else ''
end;
-- The countries the catalogue has held so far; any other is left for staff to set in the console.
update public.universities_data
set country_code = case lower(trim(country))
  when 'austria' then 'AT' when 'belgium' then 'BE' when 'czechia' then 'CZ' when 'czech republic' then 'CZ'
  when 'denmark' then 'DK' when 'finland' then 'FI' when 'france' then 'FR' when 'germany' then 'DE'
  when 'ireland' then 'IE' when 'italy' then 'IT' when 'netherlands' then 'NL' when 'norway' then 'NO'
  when 'poland' then 'PL' when 'portugal' then 'PT' when 'spain' then 'ES' when 'sweden' then 'SE'
  when 'switzerland' then 'CH' when 'hungary' then 'HU' when 'estonia' then 'EE' when 'lithuania' then 'LT'
  when 'latvia' then 'LV' when 'slovenia' then 'SI' when 'slovakia' then 'SK' when 'greece' then 'GR'
end;

-- The default '' only stands for "make one": the trigger below replaces it before the row is stored.
alter table public.universities_data
  alter column slug set not null,
  alter column slug set default '',
  add constraint universities_data_slug_is_slug check (private.is_slug(slug)),
  add constraint universities_data_slug_key unique (slug);
create trigger universities_data_fill_slug before insert on public.universities_data
  for each row execute function private.fill_slug_from_name('university_name');

-- ── Programmes: structured figures ───────────────────────────────────────────────────────────────
alter table public.programs
  add column slug text,
  add column field_code text references public.fields_of_study (code),
  add column languages text[] not null default '{}'
    -- ISO 639-1 codes, e.g. {en} or {de,en}.
    check (array_to_string(languages, ',') ~ '^([a-z]{2}(,[a-z]{2})*)?$'),
  add column ects integer check (ects between 1 and 600),
  add column study_mode public.study_mode,
  add column intake_months smallint[] not null default '{}'
    check (intake_months <@ array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]::smallint[]),
  -- The next application deadline for applicants from outside the EU/EEA.
  add column application_deadline date,
  add column deadline_note text check (char_length(deadline_note) <= 300),
  -- ISO 4217 code of the currency the university publishes its fees in.
  add column fee_currency text not null default 'EUR' check (fee_currency ~ '^[A-Z]{3}$'),
  -- Per year, in cents of fee_currency. NULL: the university publishes no figure.
  add column tuition_non_eu_cents bigint check (tuition_non_eu_cents >= 0),
  add column tuition_eu_cents bigint check (tuition_eu_cents >= 0),
  -- Recurring semester, administrative or student-union fees every student pays, per year.
  add column semester_fees_cents bigint check (semester_fees_cents >= 0),
  -- A note on the fees shown with them, e.g. "no figure published for non-EU students".
  add column fee_note text check (char_length(fee_note) <= 300),
  -- Minimum IELTS Academic overall band (half bands) and TOEFL iBT total.
  add column ielts_min numeric(2, 1) check (ielts_min between 0 and 9 and ielts_min * 2 = trunc(ielts_min * 2)),
  add column toefl_min smallint check (toefl_min between 0 and 120),
  -- The programme's official page.
  add column program_url text check (private.is_source_url(program_url)),
  -- Provenance of the fee figures (source_url) and of the deadline (deadline_source_url, when another
  -- page), and the day they were checked.
  add column source_url text check (private.is_source_url(source_url)),
  add column deadline_source_url text check (private.is_source_url(deadline_source_url)),
  add column checked_on date,
  add constraint programs_figures_have_a_source check (
    (tuition_non_eu_cents is null and tuition_eu_cents is null and semester_fees_cents is null
      and application_deadline is null)
    or (source_url is not null and checked_on is not null)
  );

update public.programs p
set slug = private.slugify(p.name) || case
  when exists (
    select 1 from public.programs o
    where o.university_id = p.university_id and o.id < p.id and private.slugify(o.name) = private.slugify(p.name)
  ) then '-' || p.id
  else ''
end;

alter table public.programs
  alter column slug set not null,
  alter column slug set default '',
  add constraint programs_slug_is_slug check (private.is_slug(slug)),
  add constraint programs_university_id_slug_key unique (university_id, slug);
create index programs_field_code_idx on public.programs (field_code);
create trigger programs_fill_slug before insert on public.programs
  for each row execute function private.fill_slug_from_name('name');

-- ── Shortlists ───────────────────────────────────────────────────────────────────────────────────
-- A signed-in student's saved programmes. Visitors keep theirs in the browser; on sign-in it merges here.
create table public.shortlisted_programs (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  program_id bigint not null references public.programs (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, program_id)
);
create index shortlisted_programs_program_id_idx on public.shortlisted_programs (program_id);
alter table public.shortlisted_programs enable row level security;
revoke all on table public.shortlisted_programs from anon, authenticated, service_role;
grant all on table public.shortlisted_programs to service_role;
grant select, insert, delete on table public.shortlisted_programs to authenticated;
create policy "Students can read their own shortlist" on public.shortlisted_programs
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Students can add to their own shortlist" on public.shortlisted_programs
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Students can remove from their own shortlist" on public.shortlisted_programs
  for delete to authenticated using (user_id = (select auth.uid()));

-- Staff see how often each programme is shortlisted, never by whom.
create function public.program_shortlist_counts()
returns table (program_id bigint, shortlisted bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can read shortlist counts' using errcode = '42501';
  end if;
  return query select s.program_id, count(*) from public.shortlisted_programs s group by s.program_id;
end
$$;
revoke all on function public.program_shortlist_counts() from public, anon;
grant execute on function public.program_shortlist_counts() to authenticated, service_role;
