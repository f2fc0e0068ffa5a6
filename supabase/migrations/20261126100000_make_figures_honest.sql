-- Why: a figure the site shows a family (a programme's fees, deadline and English requirement, a city's
-- living costs, a country's visa amounts) was a bare number or NULL, so "we have not looked yet" and
-- "the university charges nothing" and "no page says" all read the same, and a figure from 2023/24 could
-- pass for 2027's. Every such figure is now one value object in one jsonb column with three states:
--   known      the amount (a low–high band; one amount is low = high), or the date, or the test scores,
--              with the official page, the day it was checked and the academic year or intake it is for;
--   none       the official page says there is no such fee or requirement (shown as €0 or "none");
--   unchecked  nobody has checked yet (shown as "Not checked yet — ask us", never as "not published").
-- The column's domain says what kind of figure it is (money_figure, date_figure, english_figure), so the
-- catalogue of figures is the database's own: the console's health screen and the suggestion queue find
-- figure columns by their type. Money stays integer cents in the figure's own currency.
-- A university may publish one fee or band for all its bachelor's or master's programmes (TUM, TU Delft);
-- it applies to a programme until the programme's own fee is checked.

-- ── The value object ─────────────────────────────────────────────────────────────────────────────
create domain public.money_figure as jsonb;
create domain public.date_figure as jsonb;
create domain public.english_figure as jsonb;

-- A date as YYYY-MM-DD that PostgreSQL reads as that same day.
create function private.is_iso_date(value jsonb)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  -- A missing key is NULL, which must read as "not a date", never as "unknown".
  return coalesce(jsonb_typeof(value) = 'string' and (value #>> '{}') ~ '^\d{4}-\d{2}-\d{2}$'
    and to_char((value #>> '{}')::date, 'YYYY-MM-DD') = (value #>> '{}'), false);
exception when others then
  return false;
end
$$;
revoke all on function private.is_iso_date(jsonb) from public;
grant execute on function private.is_iso_date(jsonb) to anon, authenticated, service_role;

-- What is wrong with a figure, in words staff can act on; NULL when it is a valid figure of that kind.
create function private.figure_problem(figure jsonb, kind text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  state text := figure ->> 'state';
  value_keys text[] := case kind
    when 'money' then array['low_cents', 'high_cents', 'currency']
    when 'date' then array['date']
    when 'english' then array['ielts', 'toefl']
  end;
  allowed text[];
  extra text;
begin
  if value_keys is null then
    return format('unknown kind of figure "%s"', kind);
  end if;
  if jsonb_typeof(figure) is distinct from 'object' then
    return 'must be a JSON object';
  end if;
  if state is null or state not in ('known', 'none', 'unchecked') then
    return 'state must be known, none or unchecked';
  end if;
  allowed := case state
    when 'unchecked' then array['state', 'note']
    when 'none' then array['state', 'note', 'source_url', 'checked_on', 'applies_to']
    else array['state', 'note', 'source_url', 'checked_on', 'applies_to'] || value_keys
  end;
  select k into extra from jsonb_object_keys(figure) k where k <> all (allowed) limit 1;
  if extra is not null then
    return format('"%s" does not belong to a figure that is %s', extra, state);
  end if;
  if figure ? 'note' and (jsonb_typeof(figure -> 'note') <> 'string'
      or char_length(figure ->> 'note') not between 1 and 500) then
    return 'the note must be 1 to 500 characters';
  end if;
  if state = 'unchecked' then
    return null;
  end if;

  -- known and none: where it comes from and when it was read.
  if jsonb_typeof(figure -> 'source_url') is distinct from 'string'
      or not private.is_source_url(figure ->> 'source_url') then
    return 'needs the official page it comes from (an http(s) URL)';
  end if;
  if not private.is_iso_date(figure -> 'checked_on') or (figure ->> 'checked_on')::date < date '2000-01-01' then
    return 'needs the day it was checked (YYYY-MM-DD)';
  end if;
  if figure ? 'applies_to' and (jsonb_typeof(figure -> 'applies_to') <> 'string'
      or char_length(trim(figure ->> 'applies_to')) not between 1 and 60) then
    return 'the academic year or intake must be 1 to 60 characters';
  end if;
  if state = 'none' then
    return null;
  end if;
  if not figure ? 'applies_to' then
    return 'needs the academic year or intake it applies to (e.g. 2026/27)';
  end if;

  if kind = 'money' then
    if jsonb_typeof(figure -> 'low_cents') is distinct from 'number'
        or jsonb_typeof(figure -> 'high_cents') is distinct from 'number'
        or (figure ->> 'low_cents')::numeric <> trunc((figure ->> 'low_cents')::numeric)
        or (figure ->> 'high_cents')::numeric <> trunc((figure ->> 'high_cents')::numeric)
        or (figure ->> 'low_cents')::numeric < 0 then
      return 'needs an amount: whole cents, 0 or more (low_cents and high_cents)';
    end if;
    if (figure ->> 'high_cents')::numeric < (figure ->> 'low_cents')::numeric then
      return 'the high end of a band cannot be below the low end';
    end if;
    if (figure ->> 'high_cents')::numeric > 100000000000 then
      return 'the amount is too large';
    end if;
    if jsonb_typeof(figure -> 'currency') is distinct from 'string' or not private.is_currency(figure ->> 'currency') then
      return 'needs its currency (a three-letter ISO 4217 code)';
    end if;
  elsif kind = 'date' then
    if not private.is_iso_date(figure -> 'date') then
      return 'needs the date (YYYY-MM-DD)';
    end if;
  else
    if not (figure ? 'ielts' or figure ? 'toefl') then
      return 'needs an IELTS band or a TOEFL iBT score';
    end if;
    if figure ? 'ielts' and (jsonb_typeof(figure -> 'ielts') <> 'number'
        or (figure ->> 'ielts')::numeric not between 0 and 9
        or (figure ->> 'ielts')::numeric * 2 <> trunc((figure ->> 'ielts')::numeric * 2)) then
      return 'the IELTS band must be 0 to 9 in steps of 0.5';
    end if;
    if figure ? 'toefl' and (jsonb_typeof(figure -> 'toefl') <> 'number'
        or (figure ->> 'toefl')::numeric not between 0 and 120
        or (figure ->> 'toefl')::numeric <> trunc((figure ->> 'toefl')::numeric)) then
      return 'the TOEFL iBT score must be a whole number from 0 to 120';
    end if;
  end if;
  return null;
end
$$;
revoke all on function private.figure_problem(jsonb, text) from public;
grant execute on function private.figure_problem(jsonb, text) to anon, authenticated, service_role;

-- The check behind every figure column: an invalid figure fails with its column and what to fix, which
-- the console and the CSV import show next to the field.
create function private.assert_figure(figure jsonb, kind text, column_name text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  problem text := private.figure_problem(figure, kind);
begin
  if problem is not null then
    raise exception '%: %', column_name, problem using errcode = '23514', column = column_name;
  end if;
  return true;
end
$$;
revoke all on function private.assert_figure(jsonb, text, text) from public;
grant execute on function private.assert_figure(jsonb, text, text) to anon, authenticated, service_role;

-- Adds a figure column: its domain, "unchecked" until someone checks, and the check above.
create procedure private.add_figure(table_name text, column_name text, kind text)
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'alter table public.%1$I add column %2$I public.%3$I not null default %4$L,
       add constraint %5$I check (private.assert_figure(%2$I, %6$L, %2$L))',
    table_name, column_name, kind || '_figure', '{"state": "unchecked"}', table_name || '_' || column_name || '_is_a_figure', kind
  );
end
$$;
revoke all on procedure private.add_figure(text, text, text) from public;

-- The day a figure was checked cannot lie ahead (a CHECK cannot read the clock): every figure of the row.
create function private.refuse_future_figure_checks()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  figure record;
begin
  for figure in select key, value from jsonb_each(to_jsonb(new))
    where jsonb_typeof(value) = 'object' and value ? 'state' and private.is_iso_date(value -> 'checked_on')
  loop
    if (figure.value ->> 'checked_on')::date > current_date then
      raise exception '%: the day checked cannot be in the future', figure.key using errcode = '23514', column = figure.key;
    end if;
  end loop;
  return new;
end
$$;
revoke all on function private.refuse_future_figure_checks() from public;

-- A migrated figure: what the old columns held, with the year left as not recorded (they had none).
create function private.migrated_money(cents bigint, currency text, source_url text, checked_on date, note text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when cents is null or source_url is null or checked_on is null then
      jsonb_strip_nulls(jsonb_build_object('state', 'unchecked', 'note', nullif(left(note, 500), '')))
    when cents = 0 then
      jsonb_strip_nulls(jsonb_build_object('state', 'none', 'source_url', source_url, 'checked_on', checked_on,
        'note', nullif(left(note, 500), '')))
    else
      jsonb_strip_nulls(jsonb_build_object('state', 'known', 'low_cents', cents, 'high_cents', cents,
        'currency', currency, 'source_url', source_url, 'checked_on', checked_on, 'applies_to', 'year not recorded',
        'note', nullif(left(note, 500), '')))
  end
$$;

create function private.migrated_range(low bigint, high bigint, currency text, source_url text, checked_on date, note text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when low is null or source_url is null or checked_on is null then
      jsonb_strip_nulls(jsonb_build_object('state', 'unchecked', 'note', nullif(left(note, 500), '')))
    else
      jsonb_strip_nulls(jsonb_build_object('state', 'known', 'low_cents', low, 'high_cents', high,
        'currency', currency, 'source_url', source_url, 'checked_on', checked_on, 'applies_to', 'year not recorded',
        'note', nullif(left(note, 500), '')))
  end
$$;

-- ── Programmes ───────────────────────────────────────────────────────────────────────────────────
call private.add_figure('programs', 'tuition_non_eu', 'money');
call private.add_figure('programs', 'tuition_eu', 'money');
call private.add_figure('programs', 'semester_fees', 'money');
-- The next application deadline for applicants from outside the EU/EEA.
call private.add_figure('programs', 'deadline', 'date');
-- The minimum IELTS Academic overall band and/or TOEFL iBT total.
call private.add_figure('programs', 'english_requirement', 'english');

update public.programs set
  -- The free-text fee of the original product becomes the note of the one fee staff keep.
  tuition_non_eu = private.migrated_money(tuition_non_eu_cents, fee_currency, source_url, checked_on,
    concat_ws(' ', fee_note, case when tuition_fee is distinct from fee_note then tuition_fee end)),
  tuition_eu = private.migrated_money(tuition_eu_cents, fee_currency, source_url, checked_on, null),
  semester_fees = private.migrated_money(semester_fees_cents, fee_currency, source_url, checked_on, null),
  deadline = case
    when application_deadline is not null and coalesce(deadline_source_url, source_url) is not null
        and checked_on is not null then
      jsonb_strip_nulls(jsonb_build_object('state', 'known', 'date', application_deadline,
        'source_url', coalesce(deadline_source_url, source_url), 'checked_on', checked_on,
        'applies_to', 'intake not recorded', 'note', nullif(left(deadline_note, 500), '')))
    else jsonb_strip_nulls(jsonb_build_object('state', 'unchecked', 'note', nullif(left(deadline_note, 500), '')))
  end,
  -- No page was recorded for the scores: kept for staff as a note until someone checks them.
  english_requirement = case
    when ielts_min is null and toefl_min is null then '{"state": "unchecked"}'::jsonb
    else jsonb_build_object('state', 'unchecked', 'note', concat_ws(', ',
      'IELTS ' || ielts_min, 'TOEFL iBT ' || toefl_min) || ' (recorded before sources were kept)')
  end;

alter table public.programs
  drop constraint programs_figures_have_a_source,
  drop column tuition_fee,
  drop column fee_currency,
  drop column tuition_non_eu_cents,
  drop column tuition_eu_cents,
  drop column semester_fees_cents,
  drop column fee_note,
  drop column application_deadline,
  drop column deadline_note,
  drop column ielts_min,
  drop column toefl_min,
  drop column source_url,
  drop column deadline_source_url,
  drop column checked_on;
create trigger programs_refuse_future_figure_checks before insert or update on public.programs
  for each row execute function private.refuse_future_figure_checks();

-- ── Universities: one published fee or band for all their bachelor's or master's ─────────────────
call private.add_figure('universities_data', 'tuition_non_eu_bachelor', 'money');
call private.add_figure('universities_data', 'tuition_non_eu_master', 'money');
create trigger universities_data_refuse_future_figure_checks before insert or update on public.universities_data
  for each row execute function private.refuse_future_figure_checks();

-- ── Cities: monthly costs ────────────────────────────────────────────────────────────────────────
call private.add_figure('cities', 'housing_dorm', 'money');
call private.add_figure('cities', 'housing_shared', 'money');
call private.add_figure('cities', 'housing_studio', 'money');
call private.add_figure('cities', 'food', 'money');
-- Public transport: the student pass, per month.
call private.add_figure('cities', 'transport', 'money');
-- Health insurance students must buy themselves; "none" where they are covered without buying.
call private.add_figure('cities', 'insurance', 'money');
call private.add_figure('cities', 'phone', 'money');
call private.add_figure('cities', 'other', 'money');

update public.cities set
  housing_dorm = private.migrated_range(housing_dorm_low_cents, housing_dorm_high_cents, currency, source_url, checked_on, null),
  housing_shared = private.migrated_range(housing_shared_low_cents, housing_shared_high_cents, currency, source_url, checked_on, null),
  housing_studio = private.migrated_range(housing_studio_low_cents, housing_studio_high_cents, currency, source_url, checked_on, null),
  food = private.migrated_range(food_low_cents, food_high_cents, currency, source_url, checked_on, null),
  transport = private.migrated_range(transport_low_cents, transport_high_cents, currency,
    coalesce(transport_source_url, source_url), checked_on, transport_note),
  insurance = private.migrated_range(insurance_low_cents, insurance_high_cents, currency, source_url, checked_on, null),
  phone = private.migrated_range(phone_low_cents, phone_high_cents, currency, source_url, checked_on, null),
  other = private.migrated_range(other_low_cents, other_high_cents, currency, source_url, checked_on, null);

alter table public.cities
  drop constraint cities_ranges_are_whole,
  drop constraint cities_figures_have_a_source,
  drop column currency,
  drop column housing_dorm_low_cents, drop column housing_dorm_high_cents,
  drop column housing_shared_low_cents, drop column housing_shared_high_cents,
  drop column housing_studio_low_cents, drop column housing_studio_high_cents,
  drop column food_low_cents, drop column food_high_cents,
  drop column transport_low_cents, drop column transport_high_cents,
  drop column insurance_low_cents, drop column insurance_high_cents,
  drop column phone_low_cents, drop column phone_high_cents,
  drop column other_low_cents, drop column other_high_cents,
  drop column transport_note,
  drop column source_url,
  drop column transport_source_url,
  drop column checked_on;
drop trigger cities_refuse_future_dates on public.cities;
create trigger cities_refuse_future_figure_checks before insert or update on public.cities
  for each row execute function private.refuse_future_figure_checks();

-- ── Countries: proof of funds, visa and permit fees, and the official living-cost norm ───────────
-- Per year: money a student must hold (proof_of_funds) and the living costs the immigration authority
-- assumes (living_norm: Germany's blocked account, the Dutch IND norm...), which the planner uses for a
-- city whose own costs are not checked yet. One-off: visa_fee and permit_fee.
call private.add_figure('countries', 'proof_of_funds', 'money');
call private.add_figure('countries', 'living_norm', 'money');
call private.add_figure('countries', 'visa_fee', 'money');
call private.add_figure('countries', 'permit_fee', 'money');

update public.countries set
  proof_of_funds = private.migrated_money(proof_of_funds_cents, proof_of_funds_currency, proof_of_funds_source_url,
    checked_on, proof_of_funds_note),
  visa_fee = private.migrated_money(visa_fee_cents, visa_fee_currency, visa_fee_source_url, checked_on, null),
  permit_fee = private.migrated_money(permit_fee_cents, permit_fee_currency, permit_fee_source_url, checked_on, null);

alter table public.countries
  drop constraint countries_figures_have_a_source,
  drop column proof_of_funds_cents, drop column proof_of_funds_currency, drop column proof_of_funds_note,
  drop column proof_of_funds_source_url,
  drop column visa_fee_cents, drop column visa_fee_currency, drop column visa_fee_source_url,
  drop column permit_fee_cents, drop column permit_fee_currency, drop column permit_fee_source_url,
  -- The rules that remain (work, post-study) name their pages; checked_on is the day they were read.
  add constraint countries_rules_have_a_source check (
    (work_hours_per_week is null or work_source_url is not null)
    and (post_study_months is null or post_study_source_url is not null)
    and (checked_on is not null or (work_hours_per_week is null and post_study_months is null))
  );
create trigger countries_refuse_future_figure_checks before insert or update on public.countries
  for each row execute function private.refuse_future_figure_checks();

drop function private.migrated_money(bigint, text, text, date, text);
drop function private.migrated_range(bigint, bigint, text, text, date, text);
