-- Why: students get an account page (their purchases with Stripe's receipt, their data as a download,
-- deleting the account), and staff get read-only Students and Purchases screens, a revenue figure and
-- the power to grant or revoke admin rights from the console instead of the CLI. Everything a
-- student or a member of staff may see is decided here, not in the apps: students read only their
-- own rows; every console function checks private.is_admin() itself.

-- ── Purchases: receipts, and records that outlive a deleted account ───────────────────────────────
-- A deleted account's purchases stay for the accounts (plan, amount, status, dates, Stripe ids) but
-- no longer say who bought them: no user, no e-mail, and when that happened.
alter table public.purchases
  add column receipt_url text constraint purchases_receipt_url_is_stripe
    check (receipt_url ~ '^https://([a-z0-9-]+\.)*stripe\.com/'),
  add column account_deleted_at timestamptz,
  drop constraint purchases_check,
  add constraint purchases_buyer_known_or_account_deleted
    check (user_id is not null or email is not null or account_deleted_at is not null);
create index purchases_created_at_idx on public.purchases (created_at desc);

-- The webhook passes Stripe's receipt link along with the purchase (read from the payment's charge).
drop function public.record_stripe_checkout(text, text, text, text, jsonb, text, bigint, text, text);
create or replace function private.record_stripe_receipt(payment_intent_id text, receipt text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  -- A link that is not Stripe's is left out rather than failing the purchase it comes with.
  update public.purchases set receipt_url = receipt
   where stripe_payment_intent_id = payment_intent_id and receipt_url is null
     and receipt ~ '^https://([a-z0-9-]+\.)*stripe\.com/'
$$;
revoke all on function private.record_stripe_receipt(text, text) from public, anon, authenticated;
grant execute on function private.record_stripe_receipt(text, text) to service_role;

create function public.record_stripe_checkout(
  event_id text,
  event_type text,
  session_id text,
  outcome text,
  metadata jsonb,
  email text,
  amount_total bigint,
  currency text,
  payment_intent text,
  receipt_url text default null
)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  result text := private.record_stripe_checkout_event(
    event_id, event_type, session_id, outcome, metadata, email, amount_total, currency, payment_intent
  );
begin
  if result in ('recorded', 'duplicate session') then
    perform private.record_stripe_receipt(payment_intent, receipt_url);
  end if;
  return result;
end
$$;
revoke all on function public.record_stripe_checkout(text, text, text, text, jsonb, text, bigint, text, text, text)
  from public, anon, authenticated;
grant execute on function public.record_stripe_checkout(text, text, text, text, jsonb, text, bigint, text, text, text)
  to service_role;

-- ── Students, for admins ─────────────────────────────────────────────────────────────────────────
-- auth.users is not the API's business: a security-definer function reads it, for admins only (others
-- get no rows), and a security-invoker view serves it to the console like any other list.
create function private.students_for_admin()
returns table (
  id uuid,
  email text,
  full_name text,
  created_at timestamptz,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  is_admin boolean,
  paid_purchases integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id,
         u.email::text,
         nullif(trim(u.raw_user_meta_data ->> 'full_name'), ''),
         u.created_at,
         u.email_confirmed_at,
         u.last_sign_in_at,
         exists (select 1 from private.user_roles r where r.user_id = u.id and r.role = 'admin'),
         (select count(*)::integer from public.purchases p where p.user_id = u.id and p.status = 'paid')
    from auth.users u
   where (select private.is_admin()) and u.deleted_at is null
$$;
revoke all on function private.students_for_admin() from public, anon;
grant execute on function private.students_for_admin() to authenticated, service_role;

create view public.students with (security_invoker = true) as
  select * from private.students_for_admin();
revoke all on table public.students from public, anon, authenticated, service_role;
grant select on table public.students to authenticated;

-- ── Console functions ────────────────────────────────────────────────────────────────────────────
create function private.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception 'Only admins can do this.' using errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_admin() from public, anon;
grant execute on function private.require_admin() to authenticated;

-- Paid purchases in INR since the start of this month in India, where the payments are made.
create function public.revenue_this_month()
returns table (amount_total bigint, purchases integer, month_start date)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  start_day date := date_trunc('month', now() at time zone 'Asia/Kolkata')::date;
begin
  perform private.require_admin();
  return query
    select coalesce(sum(p.amount_total), 0)::bigint, count(*)::integer, start_day
      from public.purchases p
     where p.status = 'paid' and p.currency = 'inr'
       and p.created_at >= (start_day::timestamp at time zone 'Asia/Kolkata');
end
$$;
revoke all on function public.revenue_this_month() from public, anon;
grant execute on function public.revenue_this_month() to authenticated;

-- Grants or revokes admin rights. Never one's own: an admin cannot lock themselves out or, by mistake,
-- leave the console without anyone to run it. Takes effect on the student's next request.
create function public.set_admin(target uuid, make_admin boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if target = (select auth.uid()) then
    raise exception 'You cannot change your own admin rights.' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = target and u.deleted_at is null) then
    raise exception 'No such account.' using errcode = 'P0002';
  end if;
  if make_admin then
    insert into private.user_roles (user_id, role) values (target, 'admin') on conflict (user_id) do nothing;
  else
    delete from private.user_roles where user_id = target;
  end if;
end
$$;
revoke all on function public.set_admin(uuid, boolean) from public, anon;
grant execute on function public.set_admin(uuid, boolean) to authenticated;

-- ── A student's own data ─────────────────────────────────────────────────────────────────────────
-- Everything the product stores about the caller, as one JSON document (the account page's download):
-- the account, purchases, shortlist and the messages sent from the contact form with their address.
create function public.my_data()
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
  select u.email into address from auth.users u where u.id = me;
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
      where address is not null and lower(c.email) = lower(address)), '[]'::jsonb)
  ) into document;
  return document;
end
$$;
revoke all on function public.my_data() from public, anon;
grant execute on function public.my_data() to authenticated;

-- After the delete-account function has removed the auth user (which cascades to the shortlist and
-- roles and empties purchases.user_id): personal rows that only hold the address go, purchases stay
-- anonymised. Keyed on the deleted account's id and its confirmed address, both passed in; another
-- account's purchases (user_id set) are never touched.
create function private.forget_account(target uuid, address text)
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
  if address is not null then
    delete from public.contacts where lower(email) = lower(address);
  end if;
  delete from public.shortlisted_programs where user_id = target;
  delete from private.user_roles where user_id = target;
  delete from private.public_submissions where client_address = 'user:' || target::text;
  -- GoTrue's own tables (auth.*) are GoTrue's: deleting the auth user is how their rows go.
end
$$;
revoke all on function private.forget_account(uuid, text) from public, anon, authenticated;
grant execute on function private.forget_account(uuid, text) to service_role;

-- The Data API serves `public` only; the service role alone may call it (the delete-account function).
create function public.forget_account(target uuid, address text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.forget_account(target, address)
$$;
revoke all on function public.forget_account(uuid, text) from public, anon, authenticated;
grant execute on function public.forget_account(uuid, text) to service_role;

-- Whether an account holds admin rights; for the delete-account function (service role) only.
create function public.is_admin_account(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.user_roles r where r.user_id = target and r.role = 'admin')
$$;
revoke all on function public.is_admin_account(uuid) from public, anon, authenticated;
grant execute on function public.is_admin_account(uuid) to service_role;
