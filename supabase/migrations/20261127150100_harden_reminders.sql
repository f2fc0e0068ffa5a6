-- Why: a security review of issue 33's reminders (findings in the commit) found:
-- * WhatsApp reminders went to any number a student typed, carrying the student's own step title, with
--   no cap and no way for the recipient to stop them. Now the message names only our catalogue's words
--   (the programme and university; send-reminders), a student gets at most three WhatsApp reminders a
--   day, and a recipient who answers STOP is never messaged again (private.whatsapp_opt_outs, filled by
--   the whatsapp-webhook from incoming messages). Verifying a number by a code is not built yet.
-- * One account with hundreds of due steps took every claim of a run, so other students' reminders
--   waited: a run now takes at most five reminders per student, a checklist holds at most 80 steps and
--   a student at most 40 applications.
-- * Control characters in a step's title reached mail subjects: refused, as in bookings.
-- * Booking with a student's address (anyone can) made a case assigned to the slot's counsellor, who then
--   read the student's shared tracker. A counsellor now reads it only when an admin assigned the case or
--   the student's own account booked with that counsellor (student_cases.assignment_confirmed).
-- * The data download lacked the WhatsApp stops and the address's suppression; deletion left the
--   suppression behind.

-- ── WhatsApp: recipients who said STOP ─────────────────────────────────────────────────────────
create table private.whatsapp_opt_outs (
  number text primary key constraint whatsapp_opt_outs_e164 check (number ~ '^\+[1-9][0-9]{7,14}$'),
  opted_out_at timestamptz not null default now()
);
revoke all on table private.whatsapp_opt_outs from public, anon, authenticated;
alter table private.whatsapp_opt_outs enable row level security;

-- For whatsapp-webhook: an incoming STOP (or UNSUBSCRIBE) from a number stops every message to it.
create function public.record_whatsapp_opt_out(number text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.whatsapp_opt_outs (number) values (number) on conflict do nothing
$$;
revoke all on function public.record_whatsapp_opt_out(text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_opt_out(text) to service_role;

-- due_reminders reads whatsapp_failures per student; a number that opted out counts as failed for all.
create function private.skip_opted_out_numbers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.whatsapp_failures (user_id, number, detail)
  select p.user_id, p.whatsapp_number, 'The recipient answered STOP.'
    from public.reminder_preferences p
   where p.whatsapp_number = new.number
  on conflict (user_id, number) do nothing;
  return null;
end
$$;
revoke all on function private.skip_opted_out_numbers() from public, anon, authenticated;
create trigger skip_opted_out_numbers after insert on private.whatsapp_opt_outs
  for each row execute function private.skip_opted_out_numbers();

-- A student who gives a number that opted out gets no WhatsApp to it either.
create function private.refuse_opted_out_number()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.whatsapp_number is not null
     and exists (select 1 from private.whatsapp_opt_outs o where o.number = new.whatsapp_number) then
    insert into private.whatsapp_failures (user_id, number, detail)
    values (new.user_id, new.whatsapp_number, 'The recipient answered STOP.')
    on conflict (user_id, number) do nothing;
  end if;
  return null;
end
$$;
revoke all on function private.refuse_opted_out_number() from public, anon, authenticated;
create trigger refuse_opted_out_number after insert or update of whatsapp_number on public.reminder_preferences
  for each row execute function private.refuse_opted_out_number();

-- ── Fair shares and limits ─────────────────────────────────────────────────────────────────────
create or replace function public.claim_reminders(channels text[] default array['email'], max_sends integer default 50)
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
    -- Fair shares: at most five of one student's reminders a run (one account with hundreds of steps
    -- cannot take every claim), and WhatsApp at most three a day per student.
    select ranked.* from (
      select d.*,
             row_number() over (partition by d.user_id, d.channel order by d.due_on, d.kind, d.item_id) as nth,
             case when d.channel = 'whatsapp' then 3 - (
               select count(*) from private.reminder_sends r
                where r.user_id = d.user_id and r.channel = 'whatsapp' and r.claimed_at > now() - interval '1 day')
             else 5 end as allowance
        from private.due_reminders(now()) d
       where d.channel = any (channels)
         -- Ranked among those not yet taken, so the sixth is first in the next run.
         and not exists (
               select 1 from private.reminder_sends s
                where (s.user_id, s.channel, s.kind, s.item_id, s.offset_days, s.due_on)
                    = (d.user_id, d.channel, d.kind, d.item_id, d.offset_days, d.due_on))
    ) ranked
    where ranked.nth <= least(5, ranked.allowance)
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

create function private.limit_tracker_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row jsonb := to_jsonb(new);
begin
  -- One function for both tables: their columns are read from the row as JSON.
  if tg_table_name = 'application_steps' then
    if (select count(*) from public.application_steps s
         where s.application_id = (row ->> 'application_id')::bigint) >= 80 then
      raise exception 'A checklist holds at most 80 steps.' using errcode = '54000';
    end if;
  elsif (select count(*) from public.applications a where a.user_id = (row ->> 'user_id')::uuid) >= 40 then
    raise exception 'You can track at most 40 applications.' using errcode = '54000';
  end if;
  return new;
end
$$;
revoke all on function private.limit_tracker_rows() from public, anon, authenticated;
create trigger limit_tracker_rows before insert on public.application_steps
  for each row execute function private.limit_tracker_rows();
create trigger limit_tracker_rows before insert on public.applications
  for each row execute function private.limit_tracker_rows();

alter table public.application_steps add constraint application_steps_title_has_no_control_characters
  check (title !~ '[[:cntrl:]]');

-- ── Who assigned a case: a counsellor reads a tracker only through a confirmed assignment ───────
alter table public.student_cases add column assignment_confirmed boolean not null default true;
comment on column public.student_cases.assignment_confirmed is
  'False while the counsellor came from a booking anyone could have made with this address (no account, or another account''s); an admin assigning, or the student booking signed in with that counsellor, confirms it.';

create function private.confirm_admin_assignment()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.counsellor_id is distinct from old.counsellor_id and current_user in ('anon', 'authenticated') then
    new.assignment_confirmed := true;
  end if;
  return new;
end
$$;
create trigger confirm_admin_assignment before update on public.student_cases
  for each row execute function private.confirm_admin_assignment();

create or replace function private.prepare_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_booked boolean;
begin
  new.email := lower(trim(new.email));
  new.user_id := (select auth.uid());
  new.status := 'booked';
  new.manage_version := 1;
  new.created_at := now();
  new.updated_at := now();
  if not new.share_consent then
    new.shortlist_program_ids := '{}';
    new.plan_query := null;
  end if;
  if coalesce((select auth.role()), '') <> 'service_role' then
    perform private.check_booking_slot(new.counsellor_id, new.starts_at);
    perform private.cap_bookings_per_email(new.email);
  end if;
  -- The address's own confirmed account booked: the case's counsellor is the student's choice.
  owner_booked := exists (select 1 from auth.users u
                           where u.id = new.user_id and lower(u.email) = new.email and u.email_confirmed_at is not null);
  new.case_id := private.case_for(new.email, new.name, new.home_country);
  -- A case made just now (by this booking) is the booked counsellor's; an existing one keeps whoever
  -- has it, and an unassigned one waits for an admin: anyone can book with anyone's address.
  update public.student_cases
     set stage = case when stage = 'new' then 'consultation_booked'::public.case_stage else stage end,
         counsellor_id = case when created_at = now() and counsellor_id is null then new.counsellor_id
                              else counsellor_id end,
         assignment_confirmed = case
           when created_at = now() and counsellor_id is null then owner_booked
           when counsellor_id = new.counsellor_id and owner_booked then true
           else assignment_confirmed end
   where id = new.case_id;
  return new;
end
$$;

create or replace function private.may_counsel(student uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.users u
      join public.student_cases c on c.email = lower(u.email)
      join public.sharing_consents s on s.user_id = u.id and s.share_with_counsellors
     where u.id = student and u.email_confirmed_at is not null
       and ((select private.is_admin())
            or (c.counsellor_id = (select auth.uid()) and c.assignment_confirmed and (select private.is_counsellor())))
  )
$$;

-- ── The download shows the stops too ───────────────────────────────────────────────────────────
create or replace function private.reminder_data(target uuid)
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
        from private.reminder_sends s where s.user_id = target), '[]'::jsonb),
    'whatsapp_stopped', coalesce((
      select jsonb_agg(jsonb_build_object('number', f.number, 'why', f.detail, 'at', f.failed_at) order by f.failed_at)
        from private.whatsapp_failures f where f.user_id = target), '[]'::jsonb),
    'mail_stopped', (
      select jsonb_build_object('reason', m.reason, 'at', m.created_at)
        from private.mail_suppressions m join auth.users u on m.email = lower(u.email)
       where u.id = target))
$$;
