-- Why: nobody could tell who changed a tuition figure last week. Every insert, update and delete that
-- staff make on a content table is now recorded by a trigger: who (id and e-mail from the request's
-- JWT), when, which table and row, and each changed column's old and new value. Staff read it on the
-- console's Activity screen and as "last changed by" in each edit dialog.
--
-- Only staff changes are recorded: visitors' stories and messages, the seed, migrations and the
-- service role's writes (the Stripe webhook, the bench) are not "by staff". A lead's personal data
-- (name, e-mail, subject, message) is never copied here: for contacts only the row's id and dates are.
-- Nobody writes the log through the API; the trigger's function (security definer, owned like the
-- table) is its only writer. Admins read it; the service role may also delete (retention).

create table public.audit_log (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  table_name text not null,
  row_id text not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  -- { column: { "old": value, "new": value } }; on insert only "new", on delete only "old".
  changes jsonb not null default '{}'::jsonb
);
create index audit_log_changed_at_idx on public.audit_log (changed_at desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id, changed_at desc);
create index audit_log_actor_idx on public.audit_log (actor_email, changed_at desc);

alter table public.audit_log enable row level security;
revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated;
grant select, delete on table public.audit_log to service_role;
create policy "Admins can read the audit log" on public.audit_log
  for select to authenticated using ((select private.is_admin()));

-- Trigger arguments: the row's key column, then the columns never to copy (personal data).
create function private.record_staff_change()
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
  if auth.uid() is null or not private.is_admin() then
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
revoke all on function private.record_staff_change() from public, anon, authenticated;

do $$
declare
  audited text[] := array[
    'universities_data', 'programs', 'cities', 'countries', 'fields_of_study', 'exchange_rates',
    'accommodation_options', 'transportation_options', 'resource_items', 'pricing_plans', 'news', 'careers', 'videos', 'interviews', 'testimonials', 'community_blog_posts'
  ];
  t text;
begin
  foreach t in array audited loop
    execute format(
      'create trigger record_staff_change after insert or update or delete on public.%I
         for each row execute function private.record_staff_change(%L)', t, 'id');
  end loop;
end;
$$;
create trigger record_staff_change after insert or update or delete on public.premium_resource_links
  for each row execute function private.record_staff_change('resource_id');
create trigger record_staff_change after insert or update or delete on public.settings
  for each row execute function private.record_staff_change('key');
-- Leads: staff only read and delete them; the log keeps that a lead was deleted, never who sent it.
create trigger record_staff_change after insert or update or delete on public.contacts
  for each row execute function private.record_staff_change('id', 'name', 'email', 'subject', 'message', 'website');
