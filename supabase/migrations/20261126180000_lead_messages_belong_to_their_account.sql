-- A lead's messages belong to the lead (issue 29). Anyone could sign up with a lead's address, and
-- my_data and account deletion matched contact messages by address alone. A message now belongs to an
-- account when that account sent it signed in (contacts.user_id, set by the server from the caller's
-- token, never by the client), or, sent by a visitor, when the account confirmed the address the
-- message came from. Another account's signed-in message naming the address stays that account's.

alter table public.contacts
  add column user_id uuid default auth.uid() references auth.users (id) on delete cascade;
comment on column public.contacts.user_id is
  'The account that sent the message signed in (auth.uid() at insert; clients cannot set it). Deleting the account deletes it.';
create index contacts_user_id_idx on public.contacts (user_id) where user_id is not null;
-- The insert grant stays (name, email, subject, message, website): a client cannot name an account.

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
    'contact_messages', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', c.name, 'email', c.email, 'subject', c.subject, 'message', c.message, 'sent_at', c.created_at)
        order by c.created_at)
      from public.contacts c
      where c.user_id = me
         or (c.user_id is null and address is not null and lower(c.email) = lower(address))), '[]'::jsonb)
  ) into document;
  return document;
end
$$;
revoke all on function public.my_data() from public, anon;
grant execute on function public.my_data() to authenticated;

-- Called by delete-account after the auth user is gone (which cascades to the messages it sent signed
-- in): `address` is passed only when the account had confirmed it, so a lead's messages go with the
-- lead's own account and no one else's.
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
  delete from private.user_roles where user_id = target;
  delete from private.public_submissions where client_address = 'user:' || target::text;
  -- GoTrue's own tables (auth.*) are GoTrue's: deleting the auth user is how their rows go.
end
$$;
