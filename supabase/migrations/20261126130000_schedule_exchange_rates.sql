-- Why: no rupee rate was set, so a fresh site showed euros only, and a rate typed once went stale
-- unnoticed. Once a working day, after the ECB publishes its reference rates (around 16:00 CET),
-- pg_cron asks the refresh-exchange-rates Edge Function to record the official rates (ECB: INR and the
-- European currencies figures are published in; Nepal Rastra Bank: NPR). The Supabase way: pg_cron
-- calls the function through pg_net with the project's URL and service key from Vault (README
-- "Scheduled jobs" says how to store them); the local stack provides the same three (its cron, net and
-- vault shims and its scheduler). A rate is recorded only when newer than the stored one, so a job that
-- runs twice does its work once and a newer rate staff set by hand stays.

-- Rates as the function read them: each { currency, units_per_eur, rate_date, source_url }. Answers the
-- currencies whose rate changed. The table's checks and triggers apply (no future dates, no EUR).
create function public.record_exchange_rates(rates jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  changed jsonb;
begin
  if jsonb_typeof(rates) <> 'array' then
    raise exception 'rates must be a JSON array' using errcode = '22023';
  end if;
  with incoming as (
    select r.currency, r.units_per_eur, r.rate_date, r.source_url
    from jsonb_to_recordset(rates) as r (currency text, units_per_eur numeric, rate_date date, source_url text)
  ),
  written as (
    insert into public.exchange_rates as e (currency, units_per_eur, rate_date, source_url)
    select currency, units_per_eur, rate_date, source_url from incoming
    on conflict (currency) do update
      set units_per_eur = excluded.units_per_eur, rate_date = excluded.rate_date, source_url = excluded.source_url
      where e.rate_date < excluded.rate_date
    returning e.currency
  )
  select coalesce(jsonb_agg(currency order by currency), '[]'::jsonb) into changed from written;
  return changed;
end
$$;
revoke all on function public.record_exchange_rates(jsonb) from public, anon, authenticated;
grant execute on function public.record_exchange_rates(jsonb) to service_role;

-- What the scheduled job runs: one POST to the function, with the project's URL and service key from
-- Vault. Without them (a project not set up yet) it warns and does nothing.
create function private.request_exchange_rates()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    raise warning 'refresh-exchange-rates: store project_url and service_role_key in Vault (README, Scheduled jobs)';
    return null;
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/refresh-exchange-rates',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 30000
  );
end
$$;
revoke all on function private.request_exchange_rates() from public, anon, authenticated;

do $$
begin
  -- pg_cron works only where the server preloads it (hosted Supabase does). On a server that merely has
  -- the package, creating it fails on cron.database_name (undefined_object), and the local stack's
  -- stand-in (shim/40_cron.sql) keeps the job instead, as it does where there is no package at all.
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when undefined_object then
      raise notice 'pg_cron is installed but not preloaded: the local scheduler runs the job';
    end;
  end if;
  -- 15:30 UTC, Monday to Friday: after the ECB's publication, summer and winter.
  perform cron.schedule('refresh-exchange-rates', '30 15 * * 1-5', 'select private.request_exchange_rates()');
end
$$;
