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

-- As pg_net: a Content-Type header, if given (name in any case; the first one, in jsonb key order),
-- must be exactly 'application/json', else the call raises; without one it is added.
create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  content_type text;
  request_id bigint;
begin
  select header.value into content_type
  from jsonb_each_text(coalesce(headers, '{}'::jsonb)) as header(name, value)
  where lower(header.name) = 'content-type'
  limit 1;
  if content_type is null then
    headers := headers || '{"Content-Type": "application/json"}'::jsonb;
  end if;
  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  insert into net.http_request_queue (url, headers, body, timeout_milliseconds)
  values (url, headers, body, timeout_milliseconds)
  returning id into request_id;
  return request_id;
end
$$;

-- Hosted Supabase lets every API role use pg_net (schema usage and EXECUTE for anon, authenticated and
-- service_role); only the Data API's exposed schemas keep clients away from it. Mirrored here, so no
-- local test mistakes a grant for the protection.
grant usage on schema net to anon, authenticated, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to anon, authenticated, service_role;
