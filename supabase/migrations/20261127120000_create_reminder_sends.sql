-- Why: students who opt in get reminders of their application deadlines and checklist due dates (14, 7
-- and 2 days before, on their own calendar: shared/src/reminder-schedule.ts) and a weekly digest, by
-- e-mail and, where configured, WhatsApp; each exactly once, even when the job runs twice or two runs
-- overlap, never after a one-click unsubscribe, never again to an address that bounced or a WhatsApp
-- number whose message failed. private.due_reminders states what is owed now (the same rule as the
-- shared module); public.claim_reminders files each owed reminder in the send log under a unique key
-- before it is sent (a second run's insert finds the key taken), and a send that failed or whose
-- sender died is taken again later under the same idempotency key. pg_cron runs the send-reminders
-- Edge Function every 15 minutes through pg_net with the project's URL and service key from Vault, as
-- the booking mail job does. private.reminder_data(user) is the data download's part.

-- ── Delivery state ─────────────────────────────────────────────────────────────────────────────
-- When the student last unsubscribed by a mail's link (the /account page can say so); choosing e-mail
-- reminders again on /account clears it.
alter table public.reminder_preferences add column unsubscribed_at timestamptz;

create function private.clear_unsubscribed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.email_reminders and not old.email_reminders) or (new.weekly_digest and not old.weekly_digest) then
    new.unsubscribed_at := null;
  end if;
  return new;
end
$$;
create trigger clear_unsubscribed before update on public.reminder_preferences
  for each row execute function private.clear_unsubscribed();

-- Addresses mail must not go to: Resend reported a bounce (or a complaint). Kept by address, out of the
-- students' reach, so removing and re-adding one's settings does not undo it; a new address is mailed.
create table private.mail_suppressions (
  email text primary key constraint mail_suppressions_email_lower check (email = lower(email)),
  reason text not null constraint mail_suppressions_reason check (reason in ('bounced', 'complained')),
  provider_id text,
  detail text,
  created_at timestamptz not null default now()
);
revoke all on table private.mail_suppressions from public, anon, authenticated;
alter table private.mail_suppressions enable row level security;

-- WhatsApp numbers whose template message failed for a student (WhatsApp's 'failed' status): that
-- channel stops for them until they give another number.
create table private.whatsapp_failures (
  user_id uuid not null references auth.users (id) on delete cascade,
  number text not null,
  provider_id text,
  detail text,
  failed_at timestamptz not null default now(),
  primary key (user_id, number)
);
revoke all on table private.whatsapp_failures from public, anon, authenticated;
alter table private.whatsapp_failures enable row level security;

-- ── The send log ───────────────────────────────────────────────────────────────────────────────
-- One row per reminder owed and taken: the unique key is the reminder itself (who, how, what, which
-- offset, for which date), so it is filed once. A moved date is another reminder. The weekly digest is
-- kind 'digest', item 0, offset 0, due_on the Monday of its week.
create table private.reminder_sends (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  channel text not null constraint reminder_sends_channel check (channel in ('email', 'whatsapp')),
  kind text not null constraint reminder_sends_kind check (kind in ('deadline', 'step', 'digest')),
  -- The application (deadline) or step (step) id; 0 for the digest.
  item_id bigint not null,
  offset_days integer not null constraint reminder_sends_offset check (offset_days in (0, 2, 7, 14)),
  due_on date not null,
  claimed_at timestamptz,
  attempts integer not null default 1,
  sent_at timestamptz,
  provider_id text,
  -- WhatsApp's latest status of the message (sent, delivered, read, failed).
  delivery_status text,
  last_error text,
  created_at timestamptz not null default now(),
  constraint reminder_sends_once unique (user_id, channel, kind, item_id, offset_days, due_on)
);
create index reminder_sends_unsent_idx on private.reminder_sends (claimed_at) where sent_at is null;
create index reminder_sends_provider_idx on private.reminder_sends (provider_id) where provider_id is not null;
revoke all on table private.reminder_sends from public, anon, authenticated;
grant select on table private.reminder_sends to service_role;
alter table private.reminder_sends enable row level security;

-- ── What is owed ───────────────────────────────────────────────────────────────────────────────
-- The dates a student tracks: deadlines of applications still being prepared, due dates of steps
-- neither done nor marked not needed.
create function private.tracked_dates()
returns table (user_id uuid, kind text, item_id bigint, due_on date)
language sql
stable
security definer
set search_path = ''
as $$
  select a.user_id, 'deadline', a.id, a.deadline
    from public.applications a
   where a.deadline is not null and a.stage = 'preparing'
  union all
  select a.user_id, 'step', s.id, s.due_on
    from public.application_steps s
    join public.applications a on a.id = s.application_id
   where s.due_on is not null and s.done_at is null and s.not_needed_reason is null
$$;
revoke all on function private.tracked_dates() from public, anon, authenticated;

-- The reminders due at `at`, per channel the student opted into and may be reached on. A date's
-- reminder is the nearest of 14, 7, 2 days before whose day has come on the student's calendar
-- (reminderOffset in shared/src/reminder-schedule.ts), until the end of the date itself. The digest is
-- due from Monday 08:00 local time for a student with something open from a month back to two months on.
create function private.due_reminders(at timestamptz default now())
returns table (user_id uuid, channel text, kind text, item_id bigint, offset_days integer, due_on date)
language sql
stable
security definer
set search_path = ''
as $$
  with people as (
    select p.user_id, p.email_reminders, p.weekly_digest,
           (at at time zone p.time_zone) as local_now,
           (at at time zone p.time_zone)::date as today,
           u.email is not null and u.email_confirmed_at is not null
             and not exists (select 1 from private.mail_suppressions m where m.email = lower(u.email)) as mailable,
           p.whatsapp_reminders and p.whatsapp_number is not null
             and not exists (select 1 from private.whatsapp_failures f
                              where f.user_id = p.user_id and f.number = p.whatsapp_number) as whatsapp_ok
      from public.reminder_preferences p
      join auth.users u on u.id = p.user_id
  ),
  dated as (
    select p.user_id, t.kind, t.item_id, t.due_on, p.email_reminders and p.mailable as email_ok, p.whatsapp_ok,
           case when t.due_on < p.today then null
                when t.due_on - p.today <= 2 then 2
                when t.due_on - p.today <= 7 then 7
                when t.due_on - p.today <= 14 then 14 end as offset_days
      from people p
      join private.tracked_dates() t on t.user_id = p.user_id
  )
  select d.user_id, c.channel, d.kind, d.item_id, d.offset_days, d.due_on
    from dated d
   cross join lateral (values ('email', d.email_ok), ('whatsapp', d.whatsapp_ok)) as c (channel, ok)
   where d.offset_days is not null and c.ok
  union all
  select p.user_id, 'email', 'digest', 0, 0, date_trunc('week', p.local_now)::date
    from people p
   where p.weekly_digest and p.mailable
     and p.local_now >= date_trunc('week', p.local_now) + interval '8 hours'
     and exists (select 1 from private.tracked_dates() t
                  where t.user_id = p.user_id and t.due_on between p.today - 30 and p.today + 60)
$$;
revoke all on function private.due_reminders(timestamptz) from public, anon, authenticated;

-- What a reminder speaks of: the step or the deadline, its programme and university.
create function private.reminder_item(kind text, item_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'kind', kind, 'id', item_id, 'application_id', a.id,
           'title', case when kind = 'step' then s.title else 'Application deadline' end,
           'official_url', s.official_url,
           'due_on', case when kind = 'step' then s.due_on else a.deadline end,
           'programme', p.name, 'university', u.university_name)
    from public.applications a
    join public.programs p on p.id = a.program_id
    join public.universities_data u on u.id = p.university_id
    left join public.application_steps s on kind = 'step' and s.id = item_id
   where (kind = 'deadline' and a.id = item_id)
      or (kind = 'step' and a.id = (select application_id from public.application_steps where id = item_id))
$$;
revoke all on function private.reminder_item(text, bigint) from public, anon, authenticated;

-- ── Sending (the service role's send-reminders) ────────────────────────────────────────────────
-- Files up to `max_sends` owed reminders on `channels` in the send log and hands them out, each with
-- the student's address, number and zone and what it speaks of (the digest: the open items). A fresh
-- reminder is inserted under its unique key (two runs at once: the second insert finds it taken and
-- skips it); one whose send failed, or whose sender died over 10 minutes ago, is taken again with
-- `for update skip locked`, at most 5 times, and only while it is still owed (an unsubscribe, a bounce
-- or a ticked step in between stops it).
create function public.claim_reminders(channels text[] default array['email'], max_sends integer default 50)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  size integer := greatest(1, least(coalesce(max_sends, 50), 200));
  taken bigint[];
  retried bigint[];
begin
  with owed as (
    select d.* from private.due_reminders(now()) d where d.channel = any (channels)
  ),
  fresh as (
    insert into private.reminder_sends (user_id, channel, kind, item_id, offset_days, due_on, claimed_at)
    select o.user_id, o.channel, o.kind, o.item_id, o.offset_days, o.due_on, now()
      from owed o
     where not exists (
             select 1 from private.reminder_sends s
              where (s.user_id, s.channel, s.kind, s.item_id, s.offset_days, s.due_on)
                  = (o.user_id, o.channel, o.kind, o.item_id, o.offset_days, o.due_on))
     order by o.due_on, o.user_id, o.kind, o.item_id
     limit size
    on conflict on constraint reminder_sends_once do nothing
    returning id
  )
  select coalesce(array_agg(id), '{}') into taken from fresh;

  with stale as (
    select s.id
      from private.reminder_sends s
     where s.sent_at is null and s.attempts < 5 and s.channel = any (channels)
       and (s.claimed_at is null or s.claimed_at < now() - interval '10 minutes')
       and exists (select 1 from private.due_reminders(now()) d
                    where (d.user_id, d.channel, d.kind, d.item_id, d.offset_days, d.due_on)
                        = (s.user_id, s.channel, s.kind, s.item_id, s.offset_days, s.due_on))
     order by s.id
     limit greatest(size - coalesce(array_length(taken, 1), 0), 0)
       for update skip locked
  ),
  again as (
    update private.reminder_sends s set claimed_at = now(), attempts = s.attempts + 1
      from stale where s.id = stale.id
    returning s.id
  )
  select coalesce(array_agg(id), '{}') into retried from again;

  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', s.id, 'channel', s.channel, 'kind', s.kind, 'item_id', s.item_id,
             'offset_days', s.offset_days, 'due_on', s.due_on, 'attempts', s.attempts,
             'days_left', s.due_on - (now() at time zone p.time_zone)::date,
             'user', jsonb_build_object('id', s.user_id, 'email', u.email, 'whatsapp_number', p.whatsapp_number,
                                        'time_zone', p.time_zone),
             'item', case when s.kind = 'digest' then null else private.reminder_item(s.kind, s.item_id) end,
             'items', case when s.kind = 'digest' then (
               select coalesce(jsonb_agg(private.reminder_item(t.kind, t.item_id) order by t.due_on, t.kind, t.item_id), '[]')
                 from private.tracked_dates() t
                where t.user_id = s.user_id
                  and t.due_on between (now() at time zone p.time_zone)::date - 30
                                   and (now() at time zone p.time_zone)::date + 60) end
           ) order by s.id), '[]'::jsonb)
      from private.reminder_sends s
      join public.reminder_preferences p on p.user_id = s.user_id
      join auth.users u on u.id = s.user_id
     where s.id = any (taken || retried)
  );
end
$$;
revoke all on function public.claim_reminders(text[], integer) from public, anon, authenticated;
grant execute on function public.claim_reminders(text[], integer) to service_role;

-- The provider accepted it (its id kept: a bounce or a WhatsApp status names it).
create function public.finish_reminder_send(send bigint, message_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.reminder_sends set sent_at = now(), provider_id = message_id, last_error = null
   where id = send and sent_at is null
$$;
revoke all on function public.finish_reminder_send(bigint, text) from public, anon, authenticated;
grant execute on function public.finish_reminder_send(bigint, text) to service_role;

-- Sending failed: taken again by a later run while it is still owed.
create function public.release_reminder_send(send bigint, failure text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.reminder_sends set claimed_at = null, last_error = left(failure, 1000)
   where id = send and sent_at is null
$$;
revoke all on function public.release_reminder_send(bigint, text) from public, anon, authenticated;
grant execute on function public.release_reminder_send(bigint, text) to service_role;

-- ── Stopping (the service role's unsubscribe, mail-events and whatsapp-webhook) ────────────────
-- The one-click unsubscribe (after the function checked the link's signature): no more reminder or
-- digest e-mail, at once. WhatsApp is its own choice on /account.
create function public.unsubscribe_reminders(target uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with changed as (
    update public.reminder_preferences
       set email_reminders = false, weekly_digest = false, unsubscribed_at = coalesce(unsubscribed_at, now())
     where user_id = target
    returning 1
  )
  select exists (select 1 from changed)
$$;
revoke all on function public.unsubscribe_reminders(uuid) from public, anon, authenticated;
grant execute on function public.unsubscribe_reminders(uuid) to service_role;

-- Resend reported a bounce or complaint for the address (mail-events, after checking the signature).
create function public.suppress_mail_address(address text, why text, message_id text default null, about text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.mail_suppressions (email, reason, provider_id, detail)
  values (lower(trim(address)), why, message_id, left(about, 500))
  on conflict (email) do nothing
$$;
revoke all on function public.suppress_mail_address(text, text, text, text) from public, anon, authenticated;
grant execute on function public.suppress_mail_address(text, text, text, text) to service_role;

-- A WhatsApp status for a message we sent (whatsapp-webhook, after checking the signature). 'failed'
-- stops the channel for the student's current number. Answers whether the message was ours.
create function public.record_whatsapp_status(message_id text, status text, about text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  send private.reminder_sends;
  current_number text;
begin
  update private.reminder_sends s set delivery_status = status
   where s.provider_id = message_id and s.channel = 'whatsapp'
  returning * into send;
  if not found then
    return false;
  end if;
  if status = 'failed' then
    select p.whatsapp_number into current_number from public.reminder_preferences p where p.user_id = send.user_id;
    if current_number is not null then
      insert into private.whatsapp_failures (user_id, number, provider_id, detail)
      values (send.user_id, current_number, message_id, left(about, 500))
      on conflict (user_id, number) do nothing;
    end if;
  end if;
  return true;
end
$$;
revoke all on function public.record_whatsapp_status(text, text, text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_status(text, text, text) to service_role;

-- ── What the student sees of it (/account) ─────────────────────────────────────────────────────
-- Whether mail to the account's address bounced, whether WhatsApp failed for the current number, and
-- when the student last unsubscribed by a link.
create function public.my_reminder_delivery()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'email_bounced', exists (select 1 from private.mail_suppressions m
                              join auth.users u on m.email = lower(u.email) where u.id = (select auth.uid())),
    'whatsapp_failed', exists (select 1 from private.whatsapp_failures f
                                join public.reminder_preferences p on p.user_id = f.user_id and p.whatsapp_number = f.number
                               where f.user_id = (select auth.uid())),
    'unsubscribed_at', (select p.unsubscribed_at from public.reminder_preferences p where p.user_id = (select auth.uid())))
$$;
revoke all on function public.my_reminder_delivery() from public, anon;
grant execute on function public.my_reminder_delivery() to authenticated;

-- ── Data rights ────────────────────────────────────────────────────────────────────────────────
-- The data download's part (wired into public.my_data): the settings and every reminder sent. Account
-- deletion removes both (foreign keys on auth.users cascade).
create function private.reminder_data(target uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'reminder_preferences', (select to_jsonb(p) from public.reminder_preferences p where p.user_id = target),
    'reminder_sends', coalesce((
      select jsonb_agg(jsonb_build_object(
               'channel', s.channel, 'kind', s.kind, 'item_id', s.item_id, 'offset_days', s.offset_days,
               'due_on', s.due_on, 'sent_at', s.sent_at, 'delivery_status', s.delivery_status) order by s.id)
        from private.reminder_sends s where s.user_id = target), '[]'::jsonb))
$$;
revoke all on function private.reminder_data(uuid) from public, anon, authenticated;

-- ── The schedule ───────────────────────────────────────────────────────────────────────────────
create function private.request_reminders()
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
    raise warning 'send-reminders: store project_url and service_role_key in Vault (README, Scheduled jobs)';
    return null;
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/send-reminders',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end
$$;
revoke all on function private.request_reminders() from public, anon, authenticated;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when undefined_object then
      raise notice 'pg_cron is installed but not preloaded: the local scheduler runs the job';
    end;
  end if;
  -- Every quarter hour: a day begins at a quarter hour somewhere (Kathmandu, +5:45).
  perform cron.schedule('send-reminders', '*/15 * * * *', 'select private.request_reminders()');
end
$$;
