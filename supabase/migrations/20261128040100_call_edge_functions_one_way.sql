-- Why: the scheduled jobs (refresh-exchange-rates, send-booking-mail, send-reminders) each had their own
-- copy of one function: read the project's URL and service key from Vault, then POST to an Edge
-- Function through pg_net. One function now does that for any of them, the jobs and the booking kick
-- call it by name, and the three copies go. Behaviour is unchanged (the same request, the same warning
-- when Vault lacks the secrets, the reminders' longer timeout).

create function private.call_edge_function(function_name text, timeout_milliseconds integer default 30000)
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
    raise warning '%: store project_url and service_role_key in Vault (README, Scheduled jobs)', function_name;
    return null;
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/' || function_name,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := timeout_milliseconds
  );
end
$$;
revoke all on function private.call_edge_function(text, integer) from public, anon, authenticated;

-- One kick per transaction, however many bookings it touched; pg_net sends it after commit.
create or replace function private.kick_booking_mail()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('private.booking_mail_kicked', true) = 'yes' then
    return;
  end if;
  perform set_config('private.booking_mail_kicked', 'yes', true);
  perform private.call_edge_function('send-booking-mail');
end
$$;

-- Scheduling a job's name again replaces its command (pg_cron, and the local stand-in).
select cron.schedule('refresh-exchange-rates', '30 15 * * 1-5', $$select private.call_edge_function('refresh-exchange-rates')$$);
select cron.schedule('send-booking-mail', '* * * * *', $$select private.call_edge_function('send-booking-mail')$$);
select cron.schedule('send-reminders', '*/15 * * * *', $$select private.call_edge_function('send-reminders', 60000)$$);

drop function private.request_exchange_rates();
drop function private.request_booking_mail();
drop function private.request_reminders();
