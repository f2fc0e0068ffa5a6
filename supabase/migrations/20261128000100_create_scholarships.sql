-- Why: "affordable" is half tuition and half money a family does not have to find. Scholarships become
-- catalogue rows like programmes: who funds them, the official page, the levels, fields (ISCED-F),
-- destinations, universities or programmes (or all), the nationalities that may apply (or all), what
-- they pay as structured parts, the number of awards, the window and deadline for the 2027 intake, and
-- a one-sentence criterion. Public read, admin write; the site bakes them (rebuild on change).
--
-- What a scholarship pays is `covers`, a JSON array of parts, each one thing it pays for:
--   {"kind": "tuition", "waiver_percent": 100}                       a waiver of that share of tuition
--   {"kind": "stipend", "period": "month", "months": 12, "amount": <money figure>}
--   {"kind": "travel" | "insurance" | "one_off", "period": ..., "amount": <money figure>}
-- An amount is a money figure with the three honest states of make_figures_honest (known with its page,
-- day checked and year; none; unchecked), so an award the page names without a sum is "not checked
-- yet", never zero. The row's official_url, checked_on and intake are the provenance of everything
-- else on it (levels, eligibility, waiver shares); the deadline and the opening day are date figures.
-- Universities and programmes are id arrays (null: any), checked against the catalogue on write and
-- pruned when one is deleted, so a scholarship never points at a programme that is gone.

create type public.award_kind as enum ('tuition', 'stipend', 'travel', 'insurance', 'one_off');
create type public.award_period as enum ('month', 'semester', 'year', 'once');

-- What is wrong with one part of `covers`, in words staff can act on; NULL when it is valid.
create function private.award_problem(part jsonb)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  kind text := part ->> 'kind';
  extra text;
  amount_problem text;
begin
  if jsonb_typeof(part) is distinct from 'object' then
    return 'each part must be a JSON object';
  end if;
  if kind is null or kind not in ('tuition', 'stipend', 'travel', 'insurance', 'one_off') then
    return 'kind must be tuition, stipend, travel, insurance or one_off';
  end if;
  select k into extra from jsonb_object_keys(part) k
    where k not in ('kind', 'period', 'months', 'waiver_percent', 'amount', 'note') limit 1;
  if extra is not null then
    return format('"%s" does not belong to a part of what a scholarship covers', extra);
  end if;
  if part ? 'period' and (jsonb_typeof(part -> 'period') <> 'string'
      or part ->> 'period' not in ('month', 'semester', 'year', 'once')) then
    return 'period must be month, semester, year or once';
  end if;
  if part ? 'months' and (kind <> 'stipend' or part ->> 'period' is distinct from 'month'
      or jsonb_typeof(part -> 'months') <> 'number' or (part ->> 'months') !~ '^([1-9]|1[0-2])$') then
    return 'months (1 to 12 a year) belongs only to a monthly stipend';
  end if;
  if part ? 'waiver_percent' and (kind <> 'tuition' or jsonb_typeof(part -> 'waiver_percent') <> 'number'
      or (part ->> 'waiver_percent') !~ '^([1-9][0-9]?|100)$') then
    return 'waiver_percent (a whole 1 to 100) belongs only to a tuition part';
  end if;
  if kind = 'tuition' and not (part ? 'waiver_percent' or part ? 'amount') then
    return 'a tuition part needs the share it waives (waiver_percent) or an amount';
  end if;
  if part ? 'waiver_percent' and part ? 'amount' then
    return 'a tuition part is a share (waiver_percent) or an amount, not both';
  end if;
  if part ? 'amount' then
    amount_problem := private.figure_problem(part -> 'amount', 'money');
    if amount_problem is not null then
      return 'amount ' || amount_problem;
    end if;
    if not part ? 'period' then
      return 'an amount needs its period (month, semester, year or once)';
    end if;
  end if;
  if kind = 'stipend' and not part ? 'period' then
    return 'a stipend needs its period (month, semester, year or once)';
  end if;
  if part ? 'note' and (jsonb_typeof(part -> 'note') <> 'string' or char_length(part ->> 'note') not between 1 and 200) then
    return 'the note must be 1 to 200 characters';
  end if;
  return null;
end
$$;
revoke all on function private.award_problem(jsonb) from public;
grant execute on function private.award_problem(jsonb) to anon, authenticated, service_role;

create function private.assert_covers(covers jsonb)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  problem text;
  i integer;
begin
  if jsonb_typeof(covers) is distinct from 'array' or jsonb_array_length(covers) not between 1 and 8 then
    raise exception 'covers: list 1 to 8 things the scholarship pays for' using errcode = '23514', column = 'covers';
  end if;
  for i in 0 .. jsonb_array_length(covers) - 1 loop
    problem := private.award_problem(covers -> i);
    if problem is not null then
      raise exception 'covers, part %: %', i + 1, problem using errcode = '23514', column = 'covers';
    end if;
  end loop;
  return true;
end
$$;
revoke all on function private.assert_covers(jsonb) from public;
grant execute on function private.assert_covers(jsonb) to anon, authenticated, service_role;

-- Every element of a text array matches a pattern (an empty array never is: null means "all").
create function private.all_match(items text[], pattern text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select cardinality(items) between 1 and 250
    and not exists (select 1 from unnest(items) i where i is null or i !~ pattern)
$$;
revoke all on function private.all_match(text[], text) from public;
grant execute on function private.all_match(text[], text) to anon, authenticated, service_role;

create table public.scholarships (
  id bigint generated always as identity primary key,
  slug text not null default '' constraint scholarships_slug_is_slug check (private.is_slug(slug)),
  name text not null constraint scholarships_name_length check (char_length(trim(name)) between 1 and 200),
  provider text not null constraint scholarships_provider_length check (char_length(trim(provider)) between 1 and 200),
  official_url text not null constraint scholarships_official_url check (private.is_source_url(official_url)),
  levels public.program_level[] not null default array['Bachelor''s', 'Master''s']::public.program_level[]
    constraint scholarships_levels check (cardinality(levels) between 1 and 2 and array_position(levels, null) is null),
  -- ISCED-F broad fields (fields_of_study.code); null: every field.
  field_codes text[] constraint scholarships_field_codes check (private.all_match(field_codes, '^(0[0-9]|10)$')),
  -- ISO 3166-1 alpha-2 of the countries it funds study in.
  destination_codes text[] not null constraint scholarships_destination_codes check (private.all_match(destination_codes, '^[A-Z]{2}$')),
  -- Only these universities or programmes. null: any in its destinations; empty: none of the catalogue's
  -- (a university we do not list, or the scholarship's own joint programme): listed, matched to nothing.
  university_ids bigint[] constraint scholarships_university_ids check (cardinality(university_ids) <= 250),
  program_ids bigint[] constraint scholarships_program_ids check (cardinality(program_ids) <= 1000),
  -- ISO 3166-1 alpha-2 of the nationalities that may apply; null: every nationality, unless nobody has
  -- read the official list yet (nationalities_checked false: shown as "not checked yet", matched to nobody).
  nationalities text[] constraint scholarships_nationalities check (private.all_match(nationalities, '^[A-Z]{2}$')),
  nationalities_checked boolean not null default true,
  covers jsonb not null constraint scholarships_covers check (private.assert_covers(covers)),
  awards_count integer constraint scholarships_awards_count check (awards_count between 1 and 100000),
  -- The academic year or intake its amounts and dates are for, e.g. "2027/28".
  intake text not null constraint scholarships_intake_length check (char_length(trim(intake)) between 1 and 40),
  criteria text not null constraint scholarships_criteria_length check (char_length(trim(criteria)) between 1 and 400),
  -- Who may apply, or which programmes, in words (when the lists above cannot say it all).
  eligibility_note text constraint scholarships_eligibility_note_length check (char_length(trim(eligibility_note)) between 1 and 600),
  checked_on date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint scholarships_slug_key unique (slug),
  constraint scholarships_unchecked_nationalities_list_none check (nationalities_checked or nationalities is null)
);
call private.add_figure('scholarships', 'opens_on', 'date');
call private.add_figure('scholarships', 'deadline', 'date');
create index scholarships_destinations_idx on public.scholarships using gin (destination_codes);
create index scholarships_name_idx on public.scholarships (name);

-- A slug from the name, the first free one of slug, slug-2 ... (fill_slug_from_name, now for any table
-- whose slug is unique across the table).
create or replace function private.fill_slug_from_name()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  base text;
  candidate text;
  n integer := 1;
  taken boolean;
begin
  if nullif(new.slug, '') is not null then
    return new;
  end if;
  -- The name column and the fallback word are the trigger's arguments.
  base := coalesce(nullif(private.slugify(to_jsonb(new) ->> tg_argv[0]), ''), tg_argv[1]);
  candidate := base;
  loop
    if tg_table_name = 'programs' then
      select exists (
        select 1 from public.programs p where p.university_id = new.university_id and p.slug = candidate
      ) into taken;
    else
      execute format('select exists (select 1 from public.%I t where t.slug = $1)', tg_table_name)
        into taken using candidate;
    end if;
    exit when not taken;
    n := n + 1;
    candidate := trim(both '-' from left(base, 115)) || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end
$$;
create trigger scholarships_fill_slug before insert on public.scholarships
  for each row execute function private.fill_slug_from_name('name', 'scholarship');

-- The universities and programmes named exist (an array cannot carry a foreign key). Only an id new to
-- the row is checked: deleting a university cascades to its programmes, and its own pruning runs while a
-- programme of it is gone but not yet pruned from program_ids; that id may stay until its pruning.
create function private.check_scholarship_targets()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  missing bigint;
begin
  select i into missing from unnest(new.university_ids) i
    where (i is null or not exists (select 1 from public.universities_data u where u.id = i))
      and (tg_op = 'INSERT' or i is null or not i = any (coalesce(old.university_ids, '{}')))
    limit 1;
  if found then
    raise exception 'university_ids: no university has the id %', missing using errcode = '23503', column = 'university_ids';
  end if;
  select i into missing from unnest(new.program_ids) i
    where (i is null or not exists (select 1 from public.programs p where p.id = i))
      and (tg_op = 'INSERT' or i is null or not i = any (coalesce(old.program_ids, '{}')))
    limit 1;
  if found then
    raise exception 'program_ids: no programme has the id %', missing using errcode = '23503', column = 'program_ids';
  end if;
  return new;
end
$$;
revoke all on function private.check_scholarship_targets() from public;
create trigger scholarships_check_targets before insert or update of university_ids, program_ids on public.scholarships
  for each row execute function private.check_scholarship_targets();

-- A deleted university or programme leaves the scholarships that named it; one that named nothing else
-- is then for none of the catalogue's (empty), never widened to all (null). Security definer: whoever
-- may delete a programme (admins, the service) prunes the lists.
create function private.prune_scholarship_targets()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'universities_data' then
    update public.scholarships s set university_ids = array_remove(s.university_ids, old.id)
      where old.id = any (s.university_ids);
  else
    update public.scholarships s set program_ids = array_remove(s.program_ids, old.id)
      where old.id = any (s.program_ids);
  end if;
  return old;
end
$$;
revoke all on function private.prune_scholarship_targets() from public;
create trigger prune_scholarship_targets after delete on public.universities_data
  for each row execute function private.prune_scholarship_targets();
create trigger prune_scholarship_targets after delete on public.programs
  for each row execute function private.prune_scholarship_targets();

create trigger scholarships_refuse_future_dates before insert or update on public.scholarships
  for each row execute function private.refuse_future_dates('checked_on');
create trigger scholarships_refuse_future_figure_checks before insert or update on public.scholarships
  for each row execute function private.refuse_future_figure_checks();
create trigger touch_updated_at before update on public.scholarships
  for each row execute function private.touch_updated_at();
call private.secure_content_table('scholarships', true);
call private.rebuild_site_on_change('scholarships');
create trigger record_staff_change after insert or update or delete on public.scholarships
  for each row execute function private.record_staff_change('id');

-- The catalogue's health counts the scholarships' dates too (figure_columns finds them by their
-- domain): a scholarship for one country counts there, one for several under no country ('XX').
create or replace function public.catalogue_health()
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
      case col.t
        when 'programs' then 'u.country_code'
        when 'countries' then 'x.code'
        when 'scholarships' then 'case when cardinality(x.destination_codes) = 1 then x.destination_codes[1] end'
        else 'x.country_code'
      end,
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

-- The console's CSV import takes scholarships too (an existing one is found by its slug). Which table an
-- import target writes and which columns find an existing row is now its own function, so a further
-- target changes only that; the row-by-row work is the last definition (create_import_rows, moved to
-- private by refuse_imports_before_rows), reading it.
create function private.import_target(target text, out tbl text, out conflict text[])
language plpgsql
immutable
set search_path = ''
as $$
begin
  case target
    when 'universities' then tbl := 'universities_data'; conflict := array['slug'];
    when 'programs' then tbl := 'programs'; conflict := array['university_id', 'slug'];
    when 'cities' then tbl := 'cities'; conflict := array['country_code', 'name'];
    when 'countries' then tbl := 'countries'; conflict := array['code'];
    when 'scholarships' then tbl := 'scholarships'; conflict := array['slug'];
    else raise exception 'Unknown import target %', target using errcode = '22023';
  end case;
end
$$;
revoke all on function private.import_target(text) from public;
grant execute on function private.import_target(text) to authenticated, service_role;

create or replace function private.try_import_rows(target text, rows jsonb, write boolean default false, all_or_nothing boolean default true)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  tbl text;
  conflict text[];
  result jsonb := '[]'::jsonb;
  failed integer := 0;
  i integer;
  row_in jsonb;
  cols text[];
  university bigint;
  inserted boolean;
  v_message text;
  v_column text;
  v_constraint text;
begin
  select t.tbl, t.conflict into tbl, conflict from private.import_target(target) t;
  if jsonb_typeof(rows) <> 'array' then
    raise exception 'rows must be a JSON array' using errcode = '22023';
  end if;

  begin
    for i in 0 .. jsonb_array_length(rows) - 1 loop
      row_in := rows -> i;
      begin
        if jsonb_typeof(row_in) <> 'object' then
          raise exception 'A row must be an object' using errcode = '22023';
        end if;
        -- A programme names its university by slug, as its CSV does.
        if target = 'programs' then
          select u.id into university from public.universities_data u where u.slug = row_in ->> 'university_slug';
          if university is null then
            v_column := 'university_slug';
            raise exception 'No university has the slug "%"', coalesce(row_in ->> 'university_slug', '')
              using errcode = '23503', column = 'university_slug';
          end if;
          row_in := (row_in - 'university_slug') || jsonb_build_object('university_id', university);
        end if;
        select array_agg(c.column_name::text order by c.ordinal_position) into cols
          from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = tbl
            and c.column_name::text in (select jsonb_object_keys(row_in))
            and c.column_name not in ('id', 'created_at', 'updated_at')
            and c.is_generated = 'NEVER';
        if cols is null then
          raise exception 'The row has no column of %', tbl using errcode = '22023';
        end if;
        -- The key must be in the row to find an existing one; without a slug a new row is made (its
        -- slug is filled from the name by the table's trigger).
        if conflict <@ cols then
          execute format(
            'insert into public.%1$I as t (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)
               on conflict (%3$s) do update set (%2$s) = row(%4$s) returning (xmax = 0)',
            tbl,
            (select string_agg(format('%I', c), ', ') from unnest(cols) c),
            (select string_agg(format('%I', c), ', ') from unnest(conflict) c),
            (select string_agg(format('excluded.%I', c), ', ') from unnest(cols) c)
          ) into inserted using row_in;
        else
          execute format(
            'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
            tbl,
            (select string_agg(format('%I', c), ', ') from unnest(cols) c)
          ) using row_in;
          inserted := true;
        end if;
        result := result || jsonb_build_object('index', i, 'action', case when inserted then 'insert' else 'update' end);
      exception when others then
        get stacked diagnostics v_message = message_text, v_column = column_name, v_constraint = constraint_name;
        if coalesce(v_column, '') = '' and coalesce(v_constraint, '') <> '' then
          select string_agg(a.attname::text, ',') into v_column
            from pg_catalog.pg_constraint k
            join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
            where k.conname = v_constraint and k.conrelid = format('public.%I', tbl)::regclass;
        end if;
        failed := failed + 1;
        result := result || jsonb_build_object('index', i, 'error', v_message, 'column', nullif(v_column, ''));
      end;
    end loop;
    if not write or (all_or_nothing and failed > 0) then
      raise exception 'import rolled back' using errcode = 'IMP01';
    end if;
  exception when sqlstate 'IMP01' then
    -- Everything tried above is undone; the per-row answers stay.
    null;
  end;
  return jsonb_build_object(
    'written', write and not (all_or_nothing and failed > 0),
    'failed', failed,
    'rows', result
  );
end;
$$;
