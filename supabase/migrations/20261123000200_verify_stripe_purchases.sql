-- Why: the webhook recorded a paid purchase for any paid Checkout Session on the Stripe account that
-- carried a client_reference_id, whatever was bought and for how much; a Payment Link for anything
-- cheap lets the buyer put that id in its URL and unlock premium. Now the database itself records only
-- sessions that create-checkout-session made (a marker in the session's metadata, which only the
-- secret key can set), for a plan that exists, in INR, for exactly the amount the plan's Stripe price
-- had when the session was made, bought by an account (the metadata's user_id, never the
-- client_reference_id). A full refund or a dispute ends the access the purchase gave: the purchase
-- keeps its Stripe payment intent, which charge events carry, and its status becomes 'refunded' or
-- 'disputed' (has_paid_purchase counts 'paid' only).

alter table public.purchases
  add column stripe_payment_intent_id text unique check (stripe_payment_intent_id ~ '^pi_'),
  add column stripe_price_id text check (stripe_price_id ~ '^price_'),
  drop constraint purchases_status_check,
  add constraint purchases_status_check check (status in ('paid', 'failed', 'refunded', 'disputed'));

drop function public.record_stripe_checkout(text, text, text, text, uuid, text, bigint, bigint, text);
drop function private.record_stripe_checkout_event(text, text, text, text, uuid, text, bigint, bigint, text);

-- Why a session is not ours to record, or null when it is. Kept apart so every refusal is one readable
-- rule; the marker value is CHECKOUT_MARKER in supabase/functions/_shared/stripe.ts.
create function private.stripe_checkout_refusal(session_metadata jsonb, paid_amount bigint, paid_currency text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when session_metadata ->> 'created_by' is distinct from 'eurostudy-compass' then 'ignored: not created by this site'
    when coalesce(session_metadata ->> 'plan_id', '') !~ '^[1-9][0-9]{0,17}$'
      or not exists (select 1 from public.pricing_plans p where p.id = (session_metadata ->> 'plan_id')::bigint)
      then 'ignored: unknown plan'
    when coalesce(session_metadata ->> 'user_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then 'ignored: no buyer account'
    when coalesce(session_metadata ->> 'price_id', '') !~ '^price_' then 'ignored: unknown price'
    when paid_currency is distinct from 'inr' then 'ignored: not in INR'
    when coalesce(session_metadata ->> 'amount', '') !~ '^[1-9][0-9]{0,17}$'
      or paid_amount is distinct from (session_metadata ->> 'amount')::bigint
      then 'ignored: amount differs from the plan price'
  end
$$;
revoke all on function private.stripe_checkout_refusal(jsonb, bigint, text) from public, anon, authenticated;
grant execute on function private.stripe_checkout_refusal(jsonb, bigint, text) to service_role;

-- Returns what happened: 'recorded', 'duplicate event', 'duplicate session', 'ignored' (a completed
-- session whose payment is still pending) or 'ignored: <reason>' for a session that is not ours, which
-- leaves no trace. A user deleted meanwhile is recorded as unknown (null): the payment stays on record.
create function private.record_stripe_checkout_event(
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
  insert into public.purchases (
    user_id, email, plan_id, amount_total, currency, status, stripe_session_id, stripe_payment_intent_id, stripe_price_id
  )
  values (
    (select u.id from auth.users u where u.id = (session_metadata ->> 'user_id')::uuid),
    buyer_email,
    (session_metadata ->> 'plan_id')::bigint,
    paid_amount,
    paid_currency,
    outcome,
    checkout_session_id,
    payment_intent_id,
    session_metadata ->> 'price_id'
  )
  on conflict (stripe_session_id) do nothing;
  get diagnostics affected = row_count;
  return case when affected = 0 then 'duplicate session' else 'recorded' end;
end
$$;
revoke all on function private.record_stripe_checkout_event(text, text, text, text, jsonb, text, bigint, text, text)
  from public, anon, authenticated;
grant execute on function private.record_stripe_checkout_event(text, text, text, text, jsonb, text, bigint, text, text)
  to service_role;

-- The webhook reaches the database through the Data API, which serves `public` only.
create function public.record_stripe_checkout(
  event_id text,
  event_type text,
  session_id text,
  outcome text,
  metadata jsonb,
  email text,
  amount_total bigint,
  currency text,
  payment_intent text
)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.record_stripe_checkout_event(
    event_id, event_type, session_id, outcome, metadata, email, amount_total, currency, payment_intent
  )
$$;
revoke all on function public.record_stripe_checkout(text, text, text, text, jsonb, text, bigint, text, text)
  from public, anon, authenticated;
grant execute on function public.record_stripe_checkout(text, text, text, text, jsonb, text, bigint, text, text)
  to service_role;

-- A full refund or a dispute of a recorded payment: 'recorded', 'duplicate event', or 'ignored: unknown
-- payment' for a payment intent we never recorded (another product on the account), which leaves no trace.
create function private.record_stripe_reversal_event(
  stripe_event_id text,
  stripe_event_type text,
  payment_intent_id text,
  new_status text
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  session_id text;
  affected integer;
begin
  if new_status is null or new_status not in ('refunded', 'disputed') then
    raise exception 'a reversal makes a purchase refunded or disputed, not %', new_status using errcode = '22023';
  end if;
  select p.stripe_session_id into session_id from public.purchases p where p.stripe_payment_intent_id = payment_intent_id;
  if session_id is null then
    return 'ignored: unknown payment';
  end if;
  insert into private.stripe_events (id, type, stripe_session_id)
  values (stripe_event_id, stripe_event_type, session_id)
  on conflict (id) do nothing;
  get diagnostics affected = row_count;
  if affected = 0 then
    return 'duplicate event';
  end if;
  -- A failed payment was never charged, so there is nothing of it to reverse.
  update public.purchases set status = new_status
  where stripe_payment_intent_id = payment_intent_id and status <> 'failed';
  return 'recorded';
end
$$;
revoke all on function private.record_stripe_reversal_event(text, text, text, text) from public, anon, authenticated;
grant execute on function private.record_stripe_reversal_event(text, text, text, text) to service_role;

create function public.record_stripe_reversal(event_id text, event_type text, payment_intent text, status text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.record_stripe_reversal_event(event_id, event_type, payment_intent, status)
$$;
revoke all on function public.record_stripe_reversal(text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_stripe_reversal(text, text, text, text) to service_role;
