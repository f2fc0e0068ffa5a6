-- Why: admin rights must come from the server, never from user_metadata (which users can edit), and
-- every table shares the same few helpers. They live in `private`, a schema the API does not expose.

create schema private;
revoke all on schema private from public;
-- Policies run with the caller's privileges, so the API roles may reach (not read) this schema.
grant usage on schema private to anon, authenticated, service_role;

-- The single source of admin rights. Written by migrations, the CLI (`pnpm backend user add --admin`)
-- or the service role; no API role can read or change it.
create table private.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null check (role in ('admin')),
  created_at timestamptz not null default now()
);
revoke all on table private.user_roles from public, anon, authenticated;
grant select, insert, update, delete on table private.user_roles to service_role;
alter table private.user_roles enable row level security;

create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.user_roles
    where user_id = (select auth.uid()) and role = 'admin'
  )
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated, service_role;

-- The console asks the server whether the signed-in user is an admin; this answers only for the caller.
create function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_admin()
$$;
revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Grants and policies for content tables: revoke the platform's defaults, grant back only what each
-- role needs, and let RLS decide rows, one policy per operation per role. Readers read, admins write.
create procedure private.secure_content_table(table_name text, readable_by_visitors boolean)
language plpgsql
set search_path = ''
as $$
begin
  execute format('alter table public.%I enable row level security', table_name);
  execute format('revoke all on table public.%I from anon, authenticated, service_role', table_name);
  execute format('grant all on table public.%I to service_role', table_name);
  execute format('grant select, insert, update, delete on table public.%I to authenticated', table_name);
  if readable_by_visitors then
    execute format('grant select on table public.%I to anon', table_name);
    execute format('create policy "Visitors can read %1$s" on public.%1$I for select to anon using (true)', table_name);
  end if;
  execute format('create policy "Signed-in users can read %1$s" on public.%1$I for select to authenticated using (true)', table_name);
  execute format('create policy "Admins can add %1$s" on public.%1$I for insert to authenticated with check ((select private.is_admin()))', table_name);
  execute format('create policy "Admins can change %1$s" on public.%1$I for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))', table_name);
  execute format('create policy "Admins can delete %1$s" on public.%1$I for delete to authenticated using ((select private.is_admin()))', table_name);
end
$$;
revoke all on procedure private.secure_content_table(text, boolean) from public;
