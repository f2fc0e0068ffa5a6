-- One payment per plan (issue 29). Two Checkout Sessions opened before paying could both be paid and
-- recorded, and Stripe, which does not order its events, could report a refund or a dispute before the
-- payment it reverses, which was then ignored for good.
--
-- 1. create-checkout-session keeps at most one open session per buyer and plan (private.open_checkouts):
--    it reuses the open one, and a new one is created under an idempotency key of the row's generation,
--    so simultaneous requests get the same session from Stripe.
-- 2. A second payment for a plan the buyer already holds is recorded with `duplicate_of`, and the webhook
--    refunds it in Stripe and records the refund (`refund_id`).
-- 3. Refunds and disputes are kept as facts (private.stripe_reversals) whether or not the payment is
--    recorded yet, and a purchase's status is worked out from all of them (private.settle_purchase)
--    whenever one arrives or the purchase is recorded: a full refund ends access for good; otherwise
--    the dispute's latest state decides (opened or lost: revoked; won: access again).

-- ── 1. One open Checkout Session per buyer and plan ─────────────────────────────────────────────
create table private.open_checkouts (
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_id bigint not null references public.pricing_plans (id) on delete cascade,
  -- Bumped when the session is spent (expired, or its price changed): the next session's idempotency key.
  generation integer not null default 1 check (generation > 0),
  opened_at timestamptz not null default now(),
  stripe_session_id text check (stripe_session_id ~ '^cs_'),
  primary key (user_id, plan_id)
);
create index open_checkouts_plan_id_idx on private.open_checkouts (plan_id);
alter table private.open_checkouts enable row level security;
revoke all on table private.open_checkouts from public, anon, authenticated;

-- The buyer's checkout of the plan: the current generation, when it was opened and its session if made.
create function public.checkout_in_progress(buyer uuid, plan bigint)
returns table (generation integer, opened_at timestamptz, stripe_session_id text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into private.open_checkouts (user_id, plan_id) values (buyer, plan) on conflict do nothing;
  return query
    select o.generation, o.opened_at, o.stripe_session_id
      from private.open_checkouts o where o.user_id = buyer and o.plan_id = plan;
end
$$;

-- The session of `seen` is spent: the next generation starts now (unless another request started it).
create function public.renew_checkout(buyer uuid, plan bigint, seen integer)
returns table (generation integer, opened_at timestamptz, stripe_session_id text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update private.open_checkouts o
     set generation = o.generation + 1, opened_at = now(), stripe_session_id = null
   where o.user_id = buyer and o.plan_id = plan and o.generation = seen;
  return query
    select o.generation, o.opened_at, o.stripe_session_id
      from private.open_checkouts o where o.user_id = buyer and o.plan_id = plan;
end
$$;

create function public.remember_checkout(buyer uuid, plan bigint, seen integer, session_id text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.open_checkouts o set stripe_session_id = session_id
   where o.user_id = buyer and o.plan_id = plan and o.generation = seen
$$;

revoke all on function public.checkout_in_progress(uuid, bigint) from public, anon, authenticated;
revoke all on function public.renew_checkout(uuid, bigint, integer) from public, anon, authenticated;
revoke all on function public.remember_checkout(uuid, bigint, integer, text) from public, anon, authenticated;
grant execute on function public.checkout_in_progress(uuid, bigint) to service_role;
grant execute on function public.renew_checkout(uuid, bigint, integer) to service_role;
grant execute on function public.remember_checkout(uuid, bigint, integer, text) to service_role;

-- A checkout in progress is the student's data too: in their download (deleting the account cascades).
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
         or (c.user_id is null and address is not null and lower(c.email) = lower(address))), '[]'::jsonb)
  ) into document;
  return document;
end
$$;
revoke all on function public.my_data() from public, anon;
grant execute on function public.my_data() to authenticated;

-- ── 2. A second payment for a plan already bought is refunded ───────────────────────────────────
alter table public.purchases
  add column duplicate_of bigint references public.purchases (id) on delete set null,
  add column refund_id text constraint purchases_refund_id_is_stripe check (refund_id ~ '^(re|pyr)_');
comment on column public.purchases.duplicate_of is
  'A second payment for a plan the buyer already held: the purchase it repeats. The webhook refunds it.';
comment on column public.purchases.refund_id is 'The Stripe refund the webhook made of a second payment.';
create index purchases_duplicate_of_idx on public.purchases (duplicate_of) where duplicate_of is not null;

-- ── 3. Refunds and disputes, in whatever order Stripe sends them ────────────────────────────────
create table private.stripe_reversals (
  event_id text primary key check (event_id ~ '^evt_'),
  event_type text not null,
  payment_intent text not null check (payment_intent ~ '^pi_'),
  kind text not null check (kind in ('refunded', 'dispute_opened', 'dispute_won', 'dispute_lost')),
  -- Stripe's event.created: the order the facts happened in, whatever order they arrive in.
  happened_at timestamptz not null,
  received_at timestamptz not null default now()
);
create index stripe_reversals_payment_intent_idx on private.stripe_reversals (payment_intent);
alter table private.stripe_reversals enable row level security;
revoke all on table private.stripe_reversals from public, anon, authenticated;

-- The status the payment's refunds and disputes give its purchase; a failed payment was never charged.
create function private.settle_purchase(payment_intent_id text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  with facts as (
    select
      bool_or(r.kind = 'refunded') as refunded,
      (array_agg(r.kind order by r.happened_at desc, r.kind <> 'dispute_opened' desc)
        filter (where r.kind <> 'refunded'))[1] as dispute
    from private.stripe_reversals r
    where r.payment_intent = payment_intent_id
  )
  update public.purchases p
     set status = case
       when f.refunded then 'refunded'
       when f.dispute in ('dispute_opened', 'dispute_lost') then 'disputed'
       else 'paid'
     end::public.purchase_status
    from facts f
   where p.stripe_payment_intent_id = payment_intent_id
     and p.status <> 'failed'
     and (f.refunded or f.dispute is not null)
$$;
revoke all on function private.settle_purchase(text) from public, anon, authenticated;

-- 'recorded' (applied to the purchase), 'kept: payment not recorded yet' (applied when it is) or
-- 'duplicate event'. Facts about payments never recorded (another product on the Stripe account) are
-- dropped after 90 days.
create function private.record_stripe_reversal_fact(
  stripe_event_id text,
  stripe_event_type text,
  payment_intent_id text,
  fact text,
  stripe_created timestamptz
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  affected integer;
begin
  insert into private.stripe_reversals (event_id, event_type, payment_intent, kind, happened_at)
  values (stripe_event_id, stripe_event_type, payment_intent_id, fact, stripe_created)
  on conflict (event_id) do nothing;
  get diagnostics affected = row_count;
  if affected = 0 then
    return 'duplicate event';
  end if;
  delete from private.stripe_reversals r
   where r.received_at < now() - interval '90 days'
     and not exists (select 1 from public.purchases p where p.stripe_payment_intent_id = r.payment_intent);
  if not exists (select 1 from public.purchases p where p.stripe_payment_intent_id = payment_intent_id) then
    return 'kept: payment not recorded yet';
  end if;
  perform private.settle_purchase(payment_intent_id);
  return 'recorded';
end
$$;
revoke all on function private.record_stripe_reversal_fact(text, text, text, text, timestamptz)
  from public, anon, authenticated;

drop function public.record_stripe_reversal(text, text, text, text);
drop function private.record_stripe_reversal_event(text, text, text, text);
create function public.record_stripe_reversal(
  event_id text,
  event_type text,
  payment_intent text,
  kind text,
  happened_at timestamptz
)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.record_stripe_reversal_fact(event_id, event_type, payment_intent, kind, happened_at)
$$;
revoke all on function public.record_stripe_reversal(text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_stripe_reversal(text, text, text, text, timestamptz) to service_role;
grant execute on function private.record_stripe_reversal_fact(text, text, text, text, timestamptz) to service_role;

-- Recording a payment: a second payment for a plan the buyer holds is marked `duplicate_of`, refunds
-- and disputes that came first are applied, and the buyer's open checkout of the plan is done with.
-- Payments of one buyer and plan are recorded one at a time, so two at once cannot both be the first.
create or replace function private.record_stripe_checkout_event(
  stripe_event_id text,
  stripe_event_type text,
  checkout_session_id text,
  outcome text,
  session_metadata jsonb,
  buyer_email text,
  paid_amount bigint,
  paid_currency text,
  payment_intent_id text
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refusal text := private.stripe_checkout_refusal(session_metadata, paid_amount, paid_currency);
  buyer uuid;
  plan bigint;
  held bigint;
  affected integer;
begin
  if refusal is not null then
    return refusal;
  end if;
  insert into private.stripe_events (id, type, stripe_session_id)
  values (stripe_event_id, stripe_event_type, checkout_session_id)
  on conflict (id) do nothing;
  get diagnostics affected = row_count;
  if affected = 0 then
    return 'duplicate event';
  end if;
  if outcome is null then
    return 'ignored';
  end if;
  buyer := (select u.id from auth.users u where u.id = (session_metadata ->> 'user_id')::uuid);
  plan := (session_metadata ->> 'plan_id')::bigint;
  perform pg_advisory_xact_lock(hashtextextended('purchase:' || coalesce(buyer::text, '') || ':' || plan, 0));
  if outcome = 'paid' and buyer is not null then
    select p.id into held from public.purchases p
     where p.user_id = buyer and p.plan_id = plan and p.status = 'paid' and p.stripe_session_id <> checkout_session_id
     order by p.created_at limit 1;
  end if;
  insert into public.purchases (
    user_id, email, plan_id, amount_total, currency, status, stripe_session_id, stripe_payment_intent_id,
    stripe_price_id, duplicate_of
  )
  values (
    buyer, buyer_email, plan, paid_amount, paid_currency, outcome::public.purchase_status, checkout_session_id,
    payment_intent_id, session_metadata ->> 'price_id', held
  )
  on conflict (stripe_session_id) do nothing;
  get diagnostics affected = row_count;
  if affected = 0 then
    return 'duplicate session';
  end if;
  delete from private.open_checkouts o
   where o.user_id = buyer and o.plan_id = plan and o.stripe_session_id = checkout_session_id;
  if payment_intent_id is not null then
    perform private.settle_purchase(payment_intent_id);
  end if;
  return case when held is null then 'recorded' else 'recorded: second payment for a plan already bought' end;
end
$$;

-- For the webhook: the payment intent of this session's purchase when it is a second payment still to
-- refund, else null.
create function public.second_payment_to_refund(session_id text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.stripe_payment_intent_id from public.purchases p
   where p.stripe_session_id = session_id and p.duplicate_of is not null and p.refund_id is null
     and p.status = 'paid' and p.stripe_payment_intent_id is not null
$$;

create function public.record_second_payment_refund(payment_intent text, refund text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.purchases p set refund_id = refund, status = 'refunded'
   where p.stripe_payment_intent_id = payment_intent and p.duplicate_of is not null and p.refund_id is null
$$;
revoke all on function public.second_payment_to_refund(text) from public, anon, authenticated;
revoke all on function public.record_second_payment_refund(text, text) from public, anon, authenticated;
grant execute on function public.second_payment_to_refund(text) to service_role;
grant execute on function public.record_second_payment_refund(text, text) to service_role;
