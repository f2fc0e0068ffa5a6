-- Platform shim, part 3: a stand-in for pg_net. Hosted Supabase's net.http_post queues an HTTP request
-- that a background worker sends after commit; here the stack reads this queue and delivers it.
create schema if not exists net;

create table net.http_request_queue (
  id bigserial primary key,
  method text not null default 'POST',
  url text not null,
  headers jsonb not null default '{}'::jsonb,
  body jsonb,
  timeout_milliseconds integer not null default 5000,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into net.http_request_queue (url, headers, body, timeout_milliseconds)
  values (url, headers, body, timeout_milliseconds)
  returning id
$$;

revoke all on schema net from public;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
