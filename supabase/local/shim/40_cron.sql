-- Platform shim, part 5: a stand-in for pg_cron's interface. Hosted Supabase runs pg_cron: migrations
-- schedule jobs with cron.schedule and pg_cron runs each job's command as the database owner at its
-- times. Here the jobs are rows the stack's scheduler (supabase/local/src/scheduler.ts) reads and runs.
-- Idempotent: it is also applied to local databases made before it existed. Where a PostgreSQL server
-- preloads the real pg_cron (the only way it works), this shim stays out of its way.
do $shim$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
    or 'pg_cron' = any(string_to_array(replace(coalesce(current_setting('shared_preload_libraries', true), ''), ' ', ''), ','))
  then
    return;
  end if;
  create schema if not exists cron;
  create table if not exists cron.job (
    jobid bigserial primary key,
    schedule text not null,
    command text not null,
    nodename text not null default 'localhost',
    nodeport integer not null default 5432,
    database text not null default current_database(),
    username text not null default current_user,
    active boolean not null default true,
    jobname text unique
  );
  create table if not exists cron.job_run_details (
    jobid bigint,
    runid bigserial primary key,
    job_pid integer,
    database text,
    username text,
    command text,
    status text,
    return_message text,
    start_time timestamptz,
    end_time timestamptz
  );
  -- As pg_cron: scheduling a name again replaces that job's schedule and command.
  create or replace function cron.schedule(job_name text, schedule text, command text)
  returns bigint
  language plpgsql
  as $$
  declare
    id bigint;
  begin
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
    returning jobid into id;
    return id;
  end
  $$;
  create or replace function cron.unschedule(job_name text)
  returns boolean
  language plpgsql
  as $$
  begin
    delete from cron.job where jobname = job_name;
    if not found then
      raise exception 'could not find valid entry for job ''%''', job_name;
    end if;
    return true;
  end
  $$;
  -- pg_cron's objects belong to the database owner; API roles have no business there.
  revoke all on schema cron from public;
end
$shim$;
