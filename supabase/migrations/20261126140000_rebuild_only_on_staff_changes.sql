-- Why: the rebuild trigger ran for every statement on a baked table, whoever sent it and whether or not
-- it changed a row: a student's `PATCH /rest/v1/videos?id=eq.-1` (RLS lets them change nothing) still
-- called the deploy hook, about 8,600 builds a day at the hook's minimum interval (issue 29). A rebuild
-- is now requested only when the statement changed at least one row (its transition table is not
-- empty) and only for staff: an admin through the API, the service role, or SQL run by the database's
-- own roles (migrations, the SQL editor). Transition tables need one trigger per event, so each baked
-- table gets four: insert, update, delete (each with its changed rows) and truncate.

create or replace function private.request_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook record;
  role text := coalesce((select auth.role()), '');
begin
  -- A request of a visitor or a signed-in user who is not an admin never rebuilds the site.
  if role in ('anon', 'authenticated') and not (select private.is_admin()) then
    return null;
  end if;
  -- `changed_rows` is the statement's transition table (TRUNCATE has none and always changes the table).
  if tg_op <> 'TRUNCATE' and not exists (select 1 from changed_rows) then
    return null;
  end if;
  -- Claiming the hook row serialises concurrent writers, so exactly one of them calls it per window;
  -- `< now()` (this transaction's start) makes it once per transaction too, cascades included.
  for hook in
    update private.site_rebuild_hooks
    set last_requested_at = clock_timestamp()
    where enabled
      and (last_requested_at is null
        or (last_requested_at <= clock_timestamp() - min_interval and last_requested_at < now()))
    returning url, headers
  loop
    perform net.http_post(
      url := hook.url,
      body := jsonb_build_object('reason', 'content changed', 'table', tg_table_name, 'operation', tg_op),
      headers := hook.headers
    );
  end loop;
  return null;
end
$$;

create or replace procedure private.rebuild_site_on_change(table_name text)
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'create trigger request_site_rebuild_on_insert after insert on public.%1$I
       referencing new table as changed_rows for each statement execute function private.request_site_rebuild();
     create trigger request_site_rebuild_on_update after update on public.%1$I
       referencing new table as changed_rows for each statement execute function private.request_site_rebuild();
     create trigger request_site_rebuild_on_delete after delete on public.%1$I
       referencing old table as changed_rows for each statement execute function private.request_site_rebuild();
     create trigger request_site_rebuild_on_truncate after truncate on public.%1$I
       for each statement execute function private.request_site_rebuild()',
    table_name
  );
end
$$;

-- The tables that had the one trigger get the four.
do $$
declare
  baked record;
begin
  for baked in
    select c.relname::text as table_name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'request_site_rebuild' and n.nspname = 'public'
  loop
    execute format('drop trigger request_site_rebuild on public.%I', baked.table_name);
    call private.rebuild_site_on_change(baked.table_name);
  end loop;
end
$$;
