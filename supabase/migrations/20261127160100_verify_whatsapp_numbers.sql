-- Why: WhatsApp reminders went to any number a student typed on /account, so anyone could have our
-- business number message a stranger (security review of issue 33's reminders). A number now gets
-- reminders only once the student proved it is theirs with a one-time code sent to it by WhatsApp (the
-- Cloud API's authentication template, through the Edge Function verify-whatsapp):
-- * reminder_preferences.whatsapp_verified_at: set only by public.confirm_whatsapp_code, cleared whenever
--   the number changes; a student's own insert or update through the API cannot set it (trigger).
-- * private.whatsapp_codes: the pending codes, hashed, each for one number, valid 10 minutes, at most 5
--   tries; at most 3 codes per student a day (each costs us a WhatsApp message).
-- * public.issue_whatsapp_code(target): the service role's (verify-whatsapp) issuing; it alone sees the code.
-- * public.confirm_whatsapp_code(code): the signed-in student's confirmation.
-- * private.due_reminders owes WhatsApp reminders only to a verified number.

alter table public.reminder_preferences add column whatsapp_verified_at timestamptz;
comment on column public.reminder_preferences.whatsapp_verified_at is
  'When the student confirmed a code sent to whatsapp_number (public.confirm_whatsapp_code); null until then and after the number changes.';

-- Students (anon, authenticated) cannot set the verification themselves; a changed number is unverified.
-- Not security definer: current_user is the caller's role (confirm_whatsapp_code runs as the owner).
create function private.guard_whatsapp_verification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.whatsapp_verified_at := case when tg_op = 'UPDATE' then old.whatsapp_verified_at end;
  end if;
  if tg_op = 'UPDATE' and new.whatsapp_number is distinct from old.whatsapp_number then
    new.whatsapp_verified_at := null;
  end if;
  if new.whatsapp_number is null then
    new.whatsapp_verified_at := null;
  end if;
  return new;
end
$$;
revoke all on function private.guard_whatsapp_verification() from public, anon, authenticated;
create trigger guard_whatsapp_verification before insert or update on public.reminder_preferences
  for each row execute function private.guard_whatsapp_verification();

-- ── Pending codes ──────────────────────────────────────────────────────────────────────────────
-- Only the hash is kept (salted with the account and number). The newest unused code for the student's
-- current number is the one that counts; rows stay a day for the daily limit (and go with the account).
create table private.whatsapp_codes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  number text not null constraint whatsapp_codes_e164 check (number ~ '^\+[1-9][0-9]{7,14}$'),
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '10 minutes',
  attempts integer not null default 0 constraint whatsapp_codes_attempts check (attempts between 0 and 5),
  used_at timestamptz
);
create index whatsapp_codes_user_idx on private.whatsapp_codes (user_id, created_at);
revoke all on table private.whatsapp_codes from public, anon, authenticated;
alter table private.whatsapp_codes enable row level security;

create function private.whatsapp_code_hash(target uuid, number text, code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(target::text || ':' || number || ':' || code, 'UTF8')), 'hex')
$$;
revoke all on function private.whatsapp_code_hash(uuid, text, text) from public, anon, authenticated;

-- For verify-whatsapp (service role), after it identified the signed-in student: a fresh six-digit code
-- for the student's current number. Answers {status, number, code}: 'issued' (with the code, which the
-- function sends and never shows the caller), 'no_number', 'verified' (nothing to do), 'stopped' (the
-- number failed or answered STOP) or 'limited' (3 codes in the last 24 hours).
create function public.issue_whatsapp_code(target uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  prefs public.reminder_preferences;
  fresh text;
begin
  -- Locks the student's settings: two requests at once cannot both pass the daily limit.
  select * into prefs from public.reminder_preferences p where p.user_id = target for update;
  if not found or prefs.whatsapp_number is null then
    return jsonb_build_object('status', 'no_number');
  end if;
  if prefs.whatsapp_verified_at is not null then
    return jsonb_build_object('status', 'verified', 'number', prefs.whatsapp_number);
  end if;
  if exists (select 1 from private.whatsapp_failures f where f.user_id = target and f.number = prefs.whatsapp_number) then
    return jsonb_build_object('status', 'stopped', 'number', prefs.whatsapp_number);
  end if;
  if (select count(*) from private.whatsapp_codes c
       where c.user_id = target and c.created_at > now() - interval '1 day') >= 3 then
    return jsonb_build_object('status', 'limited', 'number', prefs.whatsapp_number);
  end if;
  -- 32 bits of gen_random_uuid's strong randomness, as six digits.
  fresh := lpad((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint % 1000000)::text,
                6, '0');
  insert into private.whatsapp_codes (user_id, number, code_hash)
  values (target, prefs.whatsapp_number, private.whatsapp_code_hash(target, prefs.whatsapp_number, fresh));
  return jsonb_build_object('status', 'issued', 'number', prefs.whatsapp_number, 'code', fresh);
end
$$;
revoke all on function public.issue_whatsapp_code(uuid) from public, anon, authenticated;
grant execute on function public.issue_whatsapp_code(uuid) to service_role;

-- The signed-in student confirms the code WhatsApp brought. Answers {verified: true} or {verified: false,
-- message}; a wrong code counts a try (answered, not raised, so the count stays).
create function public.confirm_whatsapp_code(code text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  prefs public.reminder_preferences;
  pending private.whatsapp_codes;
  given text := regexp_replace(coalesce(code, ''), '\s', '', 'g');
begin
  if me is null then
    raise exception 'Please log in to confirm your WhatsApp number.' using errcode = '42501';
  end if;
  select * into prefs from public.reminder_preferences p where p.user_id = me for update;
  if not found or prefs.whatsapp_number is null then
    return jsonb_build_object('verified', false, 'message', 'Save your WhatsApp number first.');
  end if;
  select * into pending from private.whatsapp_codes c
   where c.user_id = me and c.number = prefs.whatsapp_number and c.used_at is null
   order by c.id desc limit 1
     for update;
  if not found then
    if prefs.whatsapp_verified_at is not null then
      return jsonb_build_object('verified', true);
    end if;
    return jsonb_build_object('verified', false, 'message', 'Send yourself a code by WhatsApp first.');
  end if;
  if pending.expires_at <= now() then
    return jsonb_build_object('verified', false, 'message', 'This code has expired. Send a new one.');
  end if;
  if pending.attempts >= 5 then
    return jsonb_build_object('verified', false, 'message', 'Too many wrong tries. Send a new code.');
  end if;
  if given !~ '^[0-9]{6}$'
     or private.whatsapp_code_hash(me, prefs.whatsapp_number, given) <> pending.code_hash then
    update private.whatsapp_codes set attempts = attempts + 1 where id = pending.id;
    return jsonb_build_object('verified', false, 'message', case
      when pending.attempts + 1 >= 5 then 'That code is not right, and it has no tries left. Send a new code.'
      when pending.attempts + 1 = 4 then 'That code is not right. 1 try left.'
      else format('That code is not right. %s tries left.', 5 - (pending.attempts + 1)) end);
  end if;
  update private.whatsapp_codes set used_at = now() where id = pending.id;
  update public.reminder_preferences set whatsapp_verified_at = now() where user_id = me;
  return jsonb_build_object('verified', true);
end
$$;
revoke all on function public.confirm_whatsapp_code(text) from public, anon;
grant execute on function public.confirm_whatsapp_code(text) to authenticated;

-- ── What is owed: WhatsApp only to a verified number ───────────────────────────────────────────
-- As in create_reminder_sends, with `p.whatsapp_verified_at is not null` in the WhatsApp condition.
create or replace function private.due_reminders(at timestamptz default now())
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
           p.whatsapp_reminders and p.whatsapp_number is not null and p.whatsapp_verified_at is not null
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
