-- Platform shim, part 6: a stand-in for Supabase Vault's interface. Hosted projects keep secrets that
-- scheduled jobs need (the project URL and a key to call Edge Functions) in vault.secrets, encrypted,
-- and read them through the vault.decrypted_secrets view. Locally the stack writes the same two secrets
-- at start (supabase/local/src/scheduler.ts); nothing here is encrypted, and nothing here leaves the
-- machine. Idempotent: it is also applied to local databases made before it existed.
create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets;
create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
returns uuid
language sql
as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id
$$;
create or replace function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null, new_description text default null
)
returns void
language sql
as $$
  update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
    description = coalesce(new_description, description), updated_at = now()
  where id = secret_id
$$;
-- As hosted: API roles cannot read the secrets.
revoke all on schema vault from public;
