-- Why: a security review of issue 32's consultations found ways around the rules the issue sets
-- (findings in the commit). Fixed here:
--
-- * A counsellor could reach an unassigned student's file: by opening a case with the student's
--   address, by changing the address of a case they hold, or by booking one of their own slots with it
--   (a booking assigned its counsellor to any unassigned case). Now only admins open cases or change a
--   case's person or counsellor, and a booking assigns its counsellor only to the case it creates.
-- * The per-address cap counted text, not mailboxes: `p0<victim@example.com>` passed the e-mail check
--   and Resend delivers it to the victim, and Gmail's +tags and dots make endless addresses of one
--   mailbox. A booking's address is now a plain address (the HTML standard's valid e-mail address, what
--   the form's input accepts), and the cap counts the mailbox (+tag dropped; Gmail's dots too).
-- * Deleting a throwaway account that had booked with a lead's address deleted the lead's case with
--   its notes: only a case that very booking made goes with the account now.
-- * The manage link could move a booking without end (each move mails a counsellor): five moves, then
--   cancel and book again, which the per-address cap counts.
-- * A cancelled booking could not be erased from its link (the issue wants erasure from it): the
--   link of a cancelled booking (the cancellation's own, mailed with the notice) views and erases it
--   until the slot's time is over.
-- * Control characters in a name reached mail subjects; staff could revive a cancelled booking or mark
--   one attended before it began; a task could be filed under someone else's name.

-- ── Cases: admins open them and decide who they are and who has them ─────────────────────────
drop policy "Staff can open a case" on public.student_cases;
create policy "Admins can open a case" on public.student_cases
  for insert to authenticated with check ((select private.is_admin()));

-- current_user, not the JWT's role (and so no security definer here): the booking trigger (security
-- definer, run as the owner) moves a visitor's case along; only API callers' own statements are limited.
create function private.guard_case_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not (select private.is_admin())
     and (new.email, new.name, new.counsellor_id) is distinct from (old.email, old.name, old.counsellor_id) then
    raise exception 'Only an admin can change who a case is about or who has it.' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.guard_case_change() from public, anon, authenticated;
create trigger guard_case_change before update on public.student_cases
  for each row execute function private.guard_case_change();

-- ── Addresses: plain ones, counted per mailbox ─────────────────────────────────────────────────
-- The HTML standard's "valid e-mail address" (input type=email): no display names, no angle brackets.
alter table public.bookings drop constraint bookings_email_format;
alter table public.bookings add constraint bookings_email_format check (
  char_length(email) <= 320
  and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$');

-- The mailbox an address reaches: lower case, without a +tag; Gmail ignores dots in the local part.
create function private.mailbox_key(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when split_part(a, '@', 2) in ('gmail.com', 'googlemail.com')
              then replace(split_part(split_part(a, '@', 1), '+', 1), '.', '') || '@gmail.com'
              else split_part(split_part(a, '@', 1), '+', 1) || '@' || split_part(a, '@', 2) end
    from (select lower(address) as a) lowered
$$;
revoke all on function private.mailbox_key(text) from public;
-- The index below evaluates it for whoever inserts a booking.
grant execute on function private.mailbox_key(text) to anon, authenticated, service_role;
create index bookings_mailbox_idx on public.bookings (private.mailbox_key(email), created_at);

create or replace function private.cap_bookings_per_email(address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mailbox text := private.mailbox_key(address);
begin
  perform pg_advisory_xact_lock(hashtextextended('bookings:' || mailbox, 0));
  if (select count(*) from public.bookings
       where private.mailbox_key(email) = mailbox and status = 'booked' and starts_at > now()) >= 2 then
    raise exception 'This e-mail address already has two upcoming consultations. Move or cancel one from the link in its e-mail.'
      using errcode = 'PT429';
  end if;
  if (select count(*) from public.bookings
       where private.mailbox_key(email) = mailbox and created_at > now() - interval '1 day') >= 5 then
    raise exception 'Too many bookings for this e-mail address today. Please try again tomorrow.'
      using errcode = 'PT429';
  end if;
end
$$;

-- ── Text that reaches mails: no control characters ─────────────────────────────────────────────
alter table public.bookings add constraint bookings_text_has_no_control_characters check (
  name !~ '[[:cntrl:]]' and home_country !~ '[[:cntrl:]]'
  and coalesce(field_of_study, '') !~ '[[:cntrl:]]' and coalesce(intended_intake, '') !~ '[[:cntrl:]]');

-- ── A booking assigns its counsellor only to the case it creates ───────────────────────────────
create or replace function private.prepare_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
  new.case_id := private.case_for(new.email, new.name, new.home_country);
  -- A case made just now (by this booking) is the booked counsellor's; an existing one keeps whoever
  -- has it, and an unassigned one waits for an admin: anyone can book with anyone's address.
  update public.student_cases
     set stage = case when stage = 'new' then 'consultation_booked'::public.case_stage else stage end,
         counsellor_id = case when created_at = now() and counsellor_id is null then new.counsellor_id
                              else counsellor_id end
   where id = new.case_id;
  return new;
end
$$;

-- ── Deleting an account takes only the case its own booking made ──────────────────────────────
create or replace function private.forget_case_of_deleted_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.user_id is null or old.case_id is null
     or exists (select 1 from auth.users u where u.id = old.user_id) then
    return null;
  end if;
  delete from public.student_cases c
   where c.id = old.case_id
     and c.created_at = old.created_at
     and not exists (select 1 from public.bookings b where b.case_id = c.id)
     and not exists (select 1 from public.contacts m where lower(m.email) = c.email)
     and not exists (select 1 from auth.users u where lower(u.email) = c.email and u.email_confirmed_at is not null);
  return null;
end
$$;

-- ── Staff: attendance once the consultation began, no revival of a cancelled one ──────────────
create function private.guard_booking_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or new.status = old.status then
    return new;
  end if;
  if old.status = 'cancelled' then
    raise exception 'A cancelled consultation stays cancelled: the student books a new time.' using errcode = '22023';
  end if;
  if new.status = 'booked' then
    raise exception 'A consultation marked attended or missed cannot be booked again.' using errcode = '22023';
  end if;
  if new.status in ('attended', 'no_show') and now() < old.starts_at then
    raise exception 'Mark attendance once the consultation has begun.' using errcode = '22023';
  end if;
  if new.status = 'cancelled' and old.status <> 'booked' then
    raise exception 'Only a booked consultation can be cancelled.' using errcode = '22023';
  end if;
  return new;
end
$$;
create trigger guard_booking_status before update on public.bookings
  for each row execute function private.guard_booking_status();

-- ── Tasks are filed under their author ─────────────────────────────────────────────────────────
create function private.set_task_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_by := (select auth.uid());
  end if;
  return new;
end
$$;
create trigger set_task_author before insert on public.case_tasks
  for each row execute function private.set_task_author();

-- ── The manage link: five moves at most; a cancelled booking's link views and erases it ─────────
create or replace function public.manage_booking(
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
  if not found or booking.manage_version <> link_version
     or now() >= booking.starts_at + interval '30 minutes'
     or not (booking.status = 'booked' or (booking.status = 'cancelled' and action in ('view', 'erase'))) then
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
    if booking.manage_version > 5 then
      raise exception 'This consultation has been moved five times. Please cancel it and book a new time.'
        using errcode = 'PT429';
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
