-- Why: the accounts issue promised a student their whole data in one download and none of it left after
-- deleting the account; issue 32 added bookings, a consent, a case with counsellor notes and tasks, and
-- neither function knew them. Notes are internal (the console never shows them to the student) but are
-- data about the student, so the download includes them, and deletion removes them with the case.
--
-- Matching follows contacts: rows the account made signed in (bookings.user_id), and rows keyed only by
-- an address (bookings made as a visitor, the case) when the account CONFIRMED that address. A case is
-- matched by confirmed address only, never through a booking's case_id: a signed-in booking may name
-- anyone's address and so join their case, and that must not hand over their notes.
--
-- Also fixed here (foundation, 20261127000100):
-- * deleting the auth user emptied bookings.user_id (on delete set null) before forget_account ran, so
--   the bookings an account made signed in with another address could no longer be found: they now go
--   with the account (on delete cascade), and so does a case only they made;
-- * withdrawing consent cleared only bookings made signed in; the bookings made as a visitor with the
--   confirmed address (the usual order: book first, sign up later) kept their shortlist and plan.

alter table public.bookings drop constraint bookings_user_id_fkey;
alter table public.bookings
  add constraint bookings_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade;

-- A booking made signed in with another address made (or joined) that address's case. When the account
-- is deleted and the booking goes with it, a case nothing else belongs to (no other booking, no message,
-- no account with its confirmed address) goes too, notes and tasks with it: it held only what this
-- account wrote. Only in the account's deletion (its auth user is gone); staff deleting a booking keep
-- the case.
create function private.forget_case_of_deleted_account()
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
     and not exists (select 1 from public.bookings b where b.case_id = c.id)
     and not exists (select 1 from public.contacts m where lower(m.email) = c.email)
     and not exists (select 1 from auth.users u where lower(u.email) = c.email and u.email_confirmed_at is not null);
  return null;
end
$$;
revoke all on function private.forget_case_of_deleted_account() from public, anon, authenticated;
create trigger forget_case_of_deleted_account after delete on public.bookings
  for each row execute function private.forget_case_of_deleted_account();

create or replace function private.apply_sharing_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  new.changed_at := now();
  if not new.share_with_counsellors then
    select lower(u.email) into address from auth.users u where u.id = new.user_id and u.email_confirmed_at is not null;
    update public.bookings
       set share_consent = false, shortlist_program_ids = '{}', plan_query = null
     where share_consent
       and (user_id = new.user_id or (user_id is null and address is not null and lower(email) = address));
  end if;
  return new;
end
$$;

create or replace function public.my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  address text;
  document jsonb;
begin
  if me is null then
    raise exception 'Log in to download your data.' using errcode = '42501';
  end if;
  -- The address counts only once this account confirmed it: anyone can sign up with a lead's address.
  select u.email into address from auth.users u where u.id = me and u.email_confirmed_at is not null;
  select jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object(
        'id', u.id, 'email', u.email, 'full_name', u.raw_user_meta_data ->> 'full_name',
        'created_at', u.created_at, 'email_confirmed_at', u.email_confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
        'is_admin', exists (select 1 from private.user_roles r where r.user_id = u.id))
      from auth.users u where u.id = me),
    'purchases', coalesce((
      select jsonb_agg(jsonb_build_object(
        'plan', pp.name, 'amount_total', p.amount_total, 'currency', p.currency, 'status', p.status,
        'created_at', p.created_at, 'receipt_url', p.receipt_url, 'email', p.email,
        'stripe_session_id', p.stripe_session_id, 'stripe_payment_intent_id', p.stripe_payment_intent_id)
        order by p.created_at)
      from public.purchases p left join public.pricing_plans pp on pp.id = p.plan_id
      where p.user_id = me), '[]'::jsonb),
    'shortlist', coalesce((
      select jsonb_agg(jsonb_build_object(
        'program_id', s.program_id, 'program', pr.name, 'university', un.university_name, 'saved_at', s.created_at)
        order by s.created_at)
      from public.shortlisted_programs s
      join public.programs pr on pr.id = s.program_id
      join public.universities_data un on un.id = pr.university_id
      where s.user_id = me), '[]'::jsonb),
    'checkouts_in_progress', coalesce((
      select jsonb_agg(jsonb_build_object(
        'plan', pp.name, 'stripe_session_id', o.stripe_session_id, 'opened_at', o.opened_at) order by o.opened_at)
      from private.open_checkouts o join public.pricing_plans pp on pp.id = o.plan_id
      where o.user_id = me), '[]'::jsonb),
    'contact_messages', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', c.name, 'email', c.email, 'subject', c.subject, 'message', c.message, 'sent_at', c.created_at)
        order by c.created_at)
      from public.contacts c
      where c.user_id = me
         or (c.user_id is null and address is not null and lower(c.email) = lower(address))), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'starts_at', b.starts_at, 'status', b.status, 'counsellor', co.display_name, 'language', b.language,
        'name', b.name, 'email', b.email, 'whatsapp', b.whatsapp, 'home_country', b.home_country,
        'study_level', b.study_level, 'field_of_study', b.field_of_study, 'intended_intake', b.intended_intake,
        'budget_band', b.budget_band, 'english_test', b.english_test, 'share_consent', b.share_consent,
        'shortlist_program_ids', b.shortlist_program_ids, 'plan_query', b.plan_query, 'booked_at', b.created_at)
        order by b.starts_at)
      from public.bookings b join public.counsellors co on co.user_id = b.counsellor_id
      where b.user_id = me
         or (b.user_id is null and address is not null and lower(b.email) = lower(address))), '[]'::jsonb),
    'sharing_consent', (
      select jsonb_build_object('share_with_counsellors', s.share_with_counsellors, 'changed_at', s.changed_at)
      from public.sharing_consents s where s.user_id = me),
    'case', (
      select jsonb_build_object(
        'name', sc.name, 'email', sc.email, 'home_country', sc.home_country, 'stage', sc.stage,
        'closed_reason', sc.closed_reason, 'counsellor', co.display_name, 'opened_at', sc.created_at,
        'notes', coalesce((
          select jsonb_agg(jsonb_build_object('body', n.body, 'author', au.display_name, 'written_at', n.created_at)
            order by n.created_at)
          from public.case_notes n left join public.counsellors au on au.user_id = n.author_id
          where n.case_id = sc.id), '[]'::jsonb),
        'tasks', coalesce((
          select jsonb_agg(jsonb_build_object('title', t.title, 'due_on', t.due_on, 'done', t.done,
            'created_at', t.created_at) order by t.created_at)
          from public.case_tasks t where t.case_id = sc.id), '[]'::jsonb))
      from public.student_cases sc left join public.counsellors co on co.user_id = sc.counsellor_id
      where address is not null and sc.email = lower(address))
  ) into document;
  return document;
end
$$;
revoke all on function public.my_data() from public, anon;
grant execute on function public.my_data() to authenticated;

-- Called by delete-account after the auth user is gone (its bookings made signed in and its consent go
-- with it); the rows keyed by its confirmed address go here: messages, bookings made as a visitor, and
-- the case with its notes and tasks (they cascade).
create or replace function private.forget_account(target uuid, address text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.purchases
     set user_id = null, email = null, account_deleted_at = now()
   where user_id = target
      or (user_id is null and address is not null and lower(email) = lower(address));
  delete from public.contacts
   where user_id = target or (user_id is null and address is not null and lower(email) = lower(address));
  delete from public.shortlisted_programs where user_id = target;
  delete from public.bookings
   where user_id = target or (user_id is null and address is not null and lower(email) = lower(address));
  delete from public.sharing_consents where user_id = target;
  delete from public.student_cases where address is not null and email = lower(address);
  delete from private.user_roles where user_id = target;
  delete from private.public_submissions where client_address = 'user:' || target::text;
  -- GoTrue's own tables (auth.*) are GoTrue's: deleting the auth user is how their rows go.
end
$$;
