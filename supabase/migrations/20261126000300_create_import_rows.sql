-- Why: staff keep universities, programmes, cities and countries current by hand, one dialog at a
-- time. The console's CSV import checks every row in the browser (the forms' own rules), then asks
-- this function, which tries each row against the database's constraints too and answers per row.
-- Nothing is written on a preview (`write` false: everything tried is rolled back); on confirm the
-- rows are written in this one transaction: the valid ones, or none when any row fails and staff chose
-- all-or-nothing. An existing row with the same key (slug; a programme's slug within its university;
-- a city's name within its country; a country's code) is updated, not duplicated.
--
-- Security invoker: grants and RLS decide as for any write, so only admins can import; a student's
-- call fails on every row. Only the target table's own writable columns are taken from a row.

create function public.import_rows(target text, rows jsonb, write boolean default false, all_or_nothing boolean default true)
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
  case target
    when 'universities' then tbl := 'universities_data'; conflict := array['slug'];
    when 'programs' then tbl := 'programs'; conflict := array['university_id', 'slug'];
    when 'cities' then tbl := 'cities'; conflict := array['country_code', 'name'];
    when 'countries' then tbl := 'countries'; conflict := array['code'];
    else raise exception 'Unknown import target %', target using errcode = '22023';
  end case;
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
revoke all on function public.import_rows(text, jsonb, boolean, boolean) from public, anon;
grant execute on function public.import_rows(text, jsonb, boolean, boolean) to authenticated, service_role;
