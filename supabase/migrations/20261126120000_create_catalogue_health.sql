-- Why: staff cannot keep a catalogue true that they cannot see. The console's health screen shows, per
-- country and per figure, how many rows are known, confirmed none, not checked yet or checked more than
-- 12 months ago; a list of programmes with what each lacks, which staff sort by the next deadline and
-- how often students shortlisted it ("check next"); and the dashboard counts every stale figure and
-- exchange rate and names the currencies without one. Figure columns are found by their domains
-- (migration make_figures_honest), so a figure added later is counted without changing this file.
-- Admins only: each function answers 42501 to anyone else, the view returns no rows to them.

-- A figure older than this (by the day it was checked) wants a fresh look; shared/src/figures.ts holds
-- the same number for the site and the console.
create function private.stale_before()
returns date
language sql
stable
set search_path = ''
as $$
  select (current_date - interval '12 months')::date
$$;
revoke all on function private.stale_before() from public;
grant execute on function private.stale_before() to authenticated, service_role;

-- The non-EU tuition a programme shows: its own once checked, else its university's for the level.
create function private.program_tuition(own jsonb, level public.program_level, bachelor jsonb, master jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when own ->> 'state' <> 'unchecked' then own
    when level = 'Bachelor''s' and bachelor ->> 'state' <> 'unchecked' then bachelor
    when level = 'Master''s' and master ->> 'state' <> 'unchecked' then master
    else own
  end
$$;
revoke all on function private.program_tuition(jsonb, public.program_level, jsonb, jsonb) from public;
grant execute on function private.program_tuition(jsonb, public.program_level, jsonb, jsonb) to authenticated, service_role;

-- One row per country, table and figure column: how many rows hold it in each state, and how many of
-- the checked ones are stale. A programme's non-EU tuition counts as students see it (its university's
-- published fee stands in until its own is checked).
create function public.catalogue_health()
returns table (country_code text, table_name text, figure text, known bigint, confirmed_none bigint, unchecked bigint, stale bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  col record;
  value_sql text;
begin
  perform private.require_admin();
  for col in select f.table_name as t, f.column_name as c from private.figure_columns() f order by 1, 2 loop
    value_sql := case
      when col.t = 'programs' and col.c = 'tuition_non_eu' then
        'private.program_tuition(x.tuition_non_eu, x.level, u.tuition_non_eu_bachelor, u.tuition_non_eu_master)'
      else format('x.%I', col.c)
    end;
    return query execute format(
      'select coalesce(%1$s, ''XX'')::text, %2$L::text, %3$L::text,
         count(*) filter (where v ->> ''state'' = ''known''),
         count(*) filter (where v ->> ''state'' = ''none''),
         count(*) filter (where v ->> ''state'' = ''unchecked''),
         count(*) filter (where v ->> ''state'' <> ''unchecked'' and (v ->> ''checked_on'')::date < private.stale_before())
       from %4$s, lateral (select (%5$s)::jsonb as v) figure
       group by 1',
      case col.t when 'programs' then 'u.country_code' when 'countries' then 'x.code' else 'x.country_code' end,
      col.t,
      col.c,
      case col.t
        when 'programs' then 'public.programs x join public.universities_data u on u.id = x.university_id'
        else format('public.%I x', col.t)
      end,
      value_sql
    );
  end loop;
end
$$;
revoke all on function public.catalogue_health() from public, anon;
grant execute on function public.catalogue_health() to authenticated, service_role;

-- How often each programme is shortlisted (never by whom), for the view below: the shortlist table's
-- RLS shows a signed-in user only their own rows, so the count is taken as its owner, for admins only.
create function private.shortlist_counts()
returns table (program_id bigint, shortlisted bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select s.program_id, count(*) from public.shortlisted_programs s
  where (select private.is_admin())
  group by s.program_id
$$;
revoke all on function private.shortlist_counts() from public;
grant execute on function private.shortlist_counts() to authenticated, service_role;

-- Every programme with what it lacks and which of its figures are stale, its next known deadline and
-- how often it is shortlisted: the console lists, filters and sorts it ("check next": deadlines soonest,
-- then the most shortlisted).
create view public.program_figure_gaps with (security_invoker = true) as
with figures as (
  select p.id, p.name, p.level, p.university_id, u.university_name, u.country_code,
    private.program_tuition(p.tuition_non_eu, p.level, u.tuition_non_eu_bachelor, u.tuition_non_eu_master)
      as tuition_non_eu,
    p.tuition_eu, p.semester_fees, p.deadline, p.english_requirement
  from public.programs p
  join public.universities_data u on u.id = p.university_id
  where (select private.is_admin())
),
states as (
  select f.*,
    array_remove(array[
      case when f.tuition_non_eu ->> 'state' = 'unchecked' then 'tuition_non_eu' end,
      case when f.tuition_eu ->> 'state' = 'unchecked' then 'tuition_eu' end,
      case when f.semester_fees ->> 'state' = 'unchecked' then 'semester_fees' end,
      case when f.deadline ->> 'state' = 'unchecked' then 'deadline' end,
      case when f.english_requirement ->> 'state' = 'unchecked' then 'english_requirement' end
    ], null) as lacks,
    array_remove(array[
      case when (f.tuition_non_eu ->> 'checked_on')::date < private.stale_before() then 'tuition_non_eu' end,
      case when (f.tuition_eu ->> 'checked_on')::date < private.stale_before() then 'tuition_eu' end,
      case when (f.semester_fees ->> 'checked_on')::date < private.stale_before() then 'semester_fees' end,
      case when (f.deadline ->> 'checked_on')::date < private.stale_before() then 'deadline' end,
      case when (f.english_requirement ->> 'checked_on')::date < private.stale_before() then 'english_requirement' end
    ], null) as stale
  from figures f
)
select s.id, s.name, s.level, s.university_id, s.university_name, s.country_code,
  s.lacks, s.stale,
  cardinality(s.lacks) as lacking,
  cardinality(s.stale) as stale_count,
  -- One flag per figure, so the console filters with plain equality.
  s.tuition_non_eu ->> 'state' = 'unchecked' as lacks_tuition,
  s.deadline ->> 'state' = 'unchecked' as lacks_deadline,
  s.english_requirement ->> 'state' = 'unchecked' as lacks_english,
  case when s.deadline ->> 'state' = 'known' then (s.deadline ->> 'date')::date end as next_deadline,
  coalesce(c.shortlisted, 0) as shortlisted
from states s
left join private.shortlist_counts() c on c.program_id = s.id;
revoke all on table public.program_figure_gaps from public, anon;
grant select on table public.program_figure_gaps to authenticated, service_role;

-- The dashboard's "stale figures" tile: figures checked more than 12 months ago (every figure column),
-- exchange rates older than 30 days (the site warns about those), and the currencies the site needs a
-- rate for and has none: the ones given (the families' currencies) and every currency a figure is in.
create function public.figure_staleness(needed_currencies text[])
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  stale_figures bigint;
  wanted text[] := coalesce(needed_currencies, '{}');
  found text[];
  col record;
begin
  perform private.require_admin();
  select coalesce(sum(h.stale), 0) into stale_figures from public.catalogue_health() h;
  for col in select f.table_name as t, f.column_name as c from private.figure_columns() f where f.kind = 'money' loop
    execute format(
      'select array_agg(distinct x.%1$I ->> ''currency'') from public.%2$I x where x.%1$I ->> ''state'' = ''known''',
      col.c, col.t
    ) into found;
    wanted := wanted || coalesce(found, '{}');
  end loop;
  select array_agg(distinct w) into wanted from unnest(wanted) w where w <> 'EUR';
  return jsonb_build_object(
    'stale_figures', stale_figures,
    'stale_rates', coalesce((
      select jsonb_agg(jsonb_build_object('currency', r.currency, 'rate_date', r.rate_date) order by r.currency)
      from public.exchange_rates r where r.rate_date < current_date - 30
    ), '[]'::jsonb),
    'missing_rates', coalesce((
      select jsonb_agg(w order by w) from unnest(wanted) w
      where not exists (select 1 from public.exchange_rates r where r.currency = w)
    ), '[]'::jsonb)
  );
end
$$;
revoke all on function public.figure_staleness(text[]) from public, anon;
grant execute on function public.figure_staleness(text[]) to authenticated, service_role;
