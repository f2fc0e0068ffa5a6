-- Platform shim, part 1: the roles hosted Supabase creates before any project migration runs.
-- Roles are cluster-wide, so on a PostgreSQL server that already has them (another test database of
-- the same cluster) they are left as they are.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    -- The stack connects as this non-superuser and switches role per request, like PostgREST.
    create role authenticator login noinherit password 'local-authenticator-password';
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- Hosted Supabase's API role timeouts. PostgREST applies the impersonated role's settings to each
-- request (the stack does the same, supabase/local/src/context.ts), so a slow anonymous query is
-- cancelled after 3 s and a signed-in one after 8 s instead of holding a connection.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

grant usage on schema public to anon, authenticated, service_role;

-- Hosted Supabase grants everything on new public objects to the API roles; migrations then revoke
-- what a role must not have. Mirroring the default here keeps our migrations honest.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Hosted projects keep extensions out of public.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
