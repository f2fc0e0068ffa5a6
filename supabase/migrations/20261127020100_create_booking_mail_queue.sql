-- Why: a booking must reach the student and the counsellor by e-mail (a confirmation with a calendar
-- invitation and the link to move or cancel it, reminders a day and an hour before, a notice when it
-- moves or is cancelled), once each, even when the sender runs twice at once or fails halfway. Triggers
-- on public.bookings write what is owed into a private queue; the send-booking-mail Edge Function
-- claims due mails (for update skip locked, marked before sending, released on failure), sends them
-- through Resend under one idempotency key per mail, and marks them sent. pg_cron runs it every minute
-- through pg_net with the project's URL and service key from Vault, as the exchange-rate job does, and
-- a booking, move or cancellation kicks it right after commit, so the confirmation arrives in seconds.
-- The manage link's database side is here too: public.manage_booking (view, cancel, move, erase) for
-- the manage-booking Edge Function, which checks the link's signature first.

-- ── The queue ──────────────────────────────────────────────────────────────────────────────────
-- One row per mail owed. `starts_at`, `counsellor_id` and `manage_version` are the booking as the mail
-- speaks of it: a move tells the former counsellor about the old slot, and a mail's manage link is for
-- the version it was written for.
create table private.booking_mails (
  id bigint generated always as identity primary key,
  booking_id bigint not null references public.bookings (id) on delete cascade,
  kind text not null constraint booking_mails_kind
    check (kind in ('confirmed', 'moved', 'cancelled', 'reminder_24h', 'reminder_1h')),
  audience text not null constraint booking_mails_audience check (audience in ('student', 'counsellor')),
  counsellor_id uuid not null references public.counsellors (user_id) on delete cascade,
  starts_at timestamptz not null,
  manage_version integer not null,
  due_at timestamptz not null default now(),
  -- Set when a sender takes the mail; a sender that died leaves it to be taken again after 10 minutes
  -- (the idempotency key then stops Resend from sending it twice).
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  provider_id text,
  last_error text,
  created_at timestamptz not null default now()
);
create index booking_mails_due_idx on private.booking_mails (due_at, id) where sent_at is null;
create index booking_mails_booking_idx on private.booking_mails (booking_id);
create index booking_mails_counsellor_idx on private.booking_mails (counsellor_id);
revoke all on table private.booking_mails from public, anon, authenticated;
grant select on table private.booking_mails to service_role;
alter table private.booking_mails enable row level security;

-- What a job needs to ask send-booking-mail to run: the project's URL and service key from Vault
-- (README, Scheduled jobs). Without them (a project not set up yet) it warns and does nothing.
create function private.request_booking_mail()
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
    raise warning 'send-booking-mail: store project_url and service_role_key in Vault (README, Scheduled jobs)';
    return null;
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/send-booking-mail',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 30000
  );
end
$$;
revoke all on function private.request_booking_mail() from public, anon, authenticated;

-- One kick per transaction, however many bookings it touched; pg_net sends it after commit.
create function private.kick_booking_mail()
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
  perform private.request_booking_mail();
end
$$;
revoke all on function private.kick_booking_mail() from public, anon, authenticated;

-- The student's reminders for the booking's slot, each only if the booking was made before its moment.
create function private.queue_booking_reminders(booking public.bookings)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.booking_mails (booking_id, kind, audience, counsellor_id, starts_at, manage_version, due_at)
  select booking.id, r.kind, 'student', booking.counsellor_id, booking.starts_at, booking.manage_version,
         booking.starts_at - r.ahead
    from (values ('reminder_24h', interval '24 hours'), ('reminder_1h', interval '1 hour')) as r (kind, ahead)
   where now() < booking.starts_at - r.ahead
$$;
revoke all on function private.queue_booking_reminders(public.bookings) from public, anon, authenticated;

-- A move or a cancellation, by the manage link or by staff, spends the links mailed so far.
create function private.bump_manage_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.manage_version = old.manage_version
     and ((old.status = 'booked' and new.status = 'cancelled')
          or (new.status = 'booked' and (new.starts_at, new.counsellor_id) is distinct from (old.starts_at, old.counsellor_id))) then
    new.manage_version := old.manage_version + 1;
  end if;
  return new;
end
$$;
create trigger bump_manage_version before update on public.bookings
  for each row execute function private.bump_manage_version();

create function private.queue_booking_mails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.status <> 'booked' then
      return null;
    end if;
    insert into private.booking_mails (booking_id, kind, audience, counsellor_id, starts_at, manage_version)
    values (new.id, 'confirmed', 'student', new.counsellor_id, new.starts_at, new.manage_version),
           (new.id, 'confirmed', 'counsellor', new.counsellor_id, new.starts_at, new.manage_version);
    perform private.queue_booking_reminders(new);
  elsif old.status = 'booked' and new.status = 'cancelled' then
    -- Whatever was still owed (reminders, a confirmation not out yet) is replaced by the notice.
    delete from private.booking_mails where booking_id = new.id and sent_at is null;
    insert into private.booking_mails (booking_id, kind, audience, counsellor_id, starts_at, manage_version)
    values (new.id, 'cancelled', 'student', old.counsellor_id, old.starts_at, new.manage_version),
           (new.id, 'cancelled', 'counsellor', old.counsellor_id, old.starts_at, new.manage_version);
  elsif old.status = 'booked' and new.status = 'booked'
        and (new.starts_at, new.counsellor_id) is distinct from (old.starts_at, old.counsellor_id) then
    delete from private.booking_mails where booking_id = new.id and sent_at is null;
    insert into private.booking_mails (booking_id, kind, audience, counsellor_id, starts_at, manage_version)
    values (new.id, 'moved', 'student', new.counsellor_id, new.starts_at, new.manage_version);
    if new.counsellor_id = old.counsellor_id then
      insert into private.booking_mails (booking_id, kind, audience, counsellor_id, starts_at, manage_version)
      values (new.id, 'moved', 'counsellor', new.counsellor_id, new.starts_at, new.manage_version);
    else
      -- Off the former counsellor's calendar, onto the new one's.
      insert into private.booking_mails (booking_id, kind, audience, counsellor_id, starts_at, manage_version)
      values (new.id, 'cancelled', 'counsellor', old.counsellor_id, old.starts_at, new.manage_version),
             (new.id, 'confirmed', 'counsellor', new.counsellor_id, new.starts_at, new.manage_version);
    end if;
    perform private.queue_booking_reminders(new);
  elsif old.status = 'booked' and new.status <> 'booked' then
    -- Attended or missed: no reminder for it any more.
    delete from private.booking_mails
     where booking_id = new.id and sent_at is null and kind in ('reminder_24h', 'reminder_1h');
    return null;
  else
    return null;
  end if;
  perform private.kick_booking_mail();
  return null;
end
$$;
revoke all on function private.queue_booking_mails() from public, anon, authenticated;
create trigger queue_booking_mails after insert or update of status, starts_at, counsellor_id on public.bookings
  for each row execute function private.queue_booking_mails();

-- ── Sending (the service role's send-booking-mail) ─────────────────────────────────────────────
-- Takes up to `max_mails` due mails, each marked as taken before it is returned, so two senders at
-- once never get the same mail. Reminders no longer worth sending (the booking is not booked any more,
-- or its slot began) are dropped first. Each mail comes with the booking and the counsellor it is about.
create function public.claim_booking_mails(max_mails integer default 20)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
begin
  delete from private.booking_mails m
   using public.bookings b
   where m.booking_id = b.id and m.sent_at is null and m.kind in ('reminder_24h', 'reminder_1h')
     and (b.status <> 'booked' or b.starts_at <= now());
  with due as (
    select m.id
      from private.booking_mails m
     where m.sent_at is null and m.due_at <= now() and m.attempts < 8
       and (m.claimed_at is null or m.claimed_at < now() - interval '10 minutes')
     order by m.due_at, m.id
     limit greatest(1, least(coalesce(max_mails, 20), 100))
       for update skip locked
  ),
  taken as (
    update private.booking_mails m
       set claimed_at = now(), attempts = m.attempts + 1
      from due
     where m.id = due.id
    returning m.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id,
           'kind', t.kind,
           'audience', t.audience,
           'starts_at', t.starts_at,
           'manage_version', t.manage_version,
           'booking', jsonb_build_object(
             'id', b.id, 'status', b.status, 'name', b.name, 'email', b.email, 'whatsapp', b.whatsapp,
             'home_country', b.home_country, 'language', b.language, 'study_level', b.study_level,
             'field_of_study', b.field_of_study, 'intended_intake', b.intended_intake,
             'budget_band', b.budget_band, 'english_test', b.english_test),
           'counsellor', jsonb_build_object(
             'id', c.user_id, 'name', c.display_name, 'email', u.email, 'video_link', c.video_link,
             'time_zone', c.time_zone)
         ) order by t.due_at, t.id), '[]'::jsonb)
    into claimed
    from taken t
    join public.bookings b on b.id = t.booking_id
    join public.counsellors c on c.user_id = t.counsellor_id
    left join auth.users u on u.id = c.user_id;
  return claimed;
end
$$;
revoke all on function public.claim_booking_mails(integer) from public, anon, authenticated;
grant execute on function public.claim_booking_mails(integer) to service_role;

-- Resend accepted the mail (its id kept for support questions).
create function public.finish_booking_mail(mail bigint, message_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.booking_mails set sent_at = now(), provider_id = message_id, last_error = null
   where id = mail and sent_at is null
$$;
revoke all on function public.finish_booking_mail(bigint, text) from public, anon, authenticated;
grant execute on function public.finish_booking_mail(bigint, text) to service_role;

-- Sending failed: the mail goes back to the queue, a minute later per attempt, at most eight attempts.
create function public.release_booking_mail(mail bigint, failure text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.booking_mails
     set claimed_at = null, last_error = left(failure, 1000), due_at = now() + attempts * interval '1 minute'
   where id = mail and sent_at is null
$$;
revoke all on function public.release_booking_mail(bigint, text) from public, anon, authenticated;
grant execute on function public.release_booking_mail(bigint, text) to service_role;

-- ── The manage link (the service role's manage-booking, after it checked the link's signature) ─
create function private.booking_view(booking public.bookings)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', booking.id, 'starts_at', booking.starts_at, 'ends_at', booking.starts_at + interval '30 minutes',
    'status', booking.status, 'counsellor_id', booking.counsellor_id,
    'counsellor_name', (select display_name from public.counsellors where user_id = booking.counsellor_id),
    'language', booking.language, 'name', booking.name)
$$;
revoke all on function private.booking_view(public.bookings) from public, anon, authenticated;

-- `action` is 'view', 'cancel', 'move' (to `new_counsellor` at `new_starts_at`) or 'erase'. The link's
-- version must be the booking's, the booking still booked and its slot not over half an hour ago, else
-- PT410. A move needs an open slot (22023) that nobody took meanwhile (23505, the one-per-slot index).
-- Erasing deletes the booking, and its case when nothing else belongs to it (no other booking, no
-- contact message, no account with the address).
create function public.manage_booking(
  action text,
  booking_id bigint,
  link_version integer,
  new_counsellor uuid default null,
  new_starts_at timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  case_email text;
begin
  if action not in ('view', 'cancel', 'move', 'erase') then
    raise exception 'Unknown action.' using errcode = '22023';
  end if;
  select * into booking from public.bookings b where b.id = manage_booking.booking_id for update;
  if not found or booking.status <> 'booked' or booking.manage_version <> link_version
     or now() >= booking.starts_at + interval '30 minutes' then
    raise exception 'This link has expired or was already used. Use the link in the newest e-mail we sent you.'
      using errcode = 'PT410';
  end if;
  if action = 'cancel' then
    update public.bookings b set status = 'cancelled', manage_version = b.manage_version + 1
     where b.id = booking.id returning * into booking;
  elsif action = 'move' then
    if new_counsellor is null or new_starts_at is null then
      raise exception 'Choose the new time.' using errcode = '22023';
    end if;
    perform private.check_booking_slot(new_counsellor, new_starts_at);
    update public.bookings b
       set counsellor_id = new_counsellor, starts_at = new_starts_at, manage_version = b.manage_version + 1
     where b.id = booking.id returning * into booking;
  elsif action = 'erase' then
    delete from public.bookings b where b.id = booking.id;
    select c.email into case_email from public.student_cases c where c.id = booking.case_id;
    if case_email is not null
       and not exists (select 1 from public.bookings b where b.case_id = booking.case_id)
       and not exists (select 1 from public.contacts m where lower(m.email) = case_email)
       and not exists (select 1 from auth.users u where lower(u.email) = case_email) then
      delete from public.student_cases c where c.id = booking.case_id;
    end if;
    return jsonb_build_object('erased', true);
  end if;
  return jsonb_build_object('booking', private.booking_view(booking));
end
$$;
revoke all on function public.manage_booking(text, bigint, integer, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.manage_booking(text, bigint, integer, uuid, timestamptz) to service_role;

-- ── The schedule ───────────────────────────────────────────────────────────────────────────────
do $$
begin
  -- As in schedule_exchange_rates: pg_cron where the server preloads it, else the local stand-in.
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when undefined_object then
      raise notice 'pg_cron is installed but not preloaded: the local scheduler runs the job';
    end;
  end if;
  -- Every minute: reminders fall due at any minute, and a kick lost on the way is caught up.
  perform cron.schedule('send-booking-mail', '* * * * *', 'select private.request_booking_mail()');
end
$$;
