-- Why: Stripe delivers webhook events at least once, sometimes twice, and a Checkout Session can
-- reach us through more than one event (completed, then async_payment_succeeded). The webhook
-- function records each event id once in a private ledger and at most one purchase per session, in one
-- transaction, through a function only the service role may call.

create table private.stripe_events (
  id text primary key check (id ~ '^evt_'),
  type text not null,
  stripe_session_id text,
  received_at timestamptz not null default now()
);
revoke all on table private.stripe_events from public, anon, authenticated;
grant select on table private.stripe_events to service_role;
alter table private.stripe_events enable row level security;

-- Returns what happened: 'recorded', 'duplicate event', 'duplicate session' or 'ignored' (an event
-- that records nothing, e.g. a completed session whose payment is still pending). A plan or user
-- deleted meanwhile is recorded as unknown (null) rather than failing the delivery.
create function private.record_stripe_checkout_event(
  stripe_event_id text,
  stripe_event_type text,
  checkout_session_id text,
  outcome text,
  buyer_id uuid,
  buyer_email text,
  bought_plan_id bigint,
  paid_amount bigint,
  paid_currency text
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
  insert into public.purchases (user_id, email, plan_id, amount_total, currency, status, stripe_session_id)
  values (
    (select u.id from auth.users u where u.id = buyer_id),
    buyer_email,
    (select p.id from public.pricing_plans p where p.id = bought_plan_id),
    paid_amount,
    lower(paid_currency),
    outcome,
    checkout_session_id
  )
  on conflict (stripe_session_id) do nothing;
  get diagnostics affected = row_count;
  return case when affected = 0 then 'duplicate session' else 'recorded' end;
end
$$;
revoke all on function private.record_stripe_checkout_event(text, text, text, text, uuid, text, bigint, bigint, text)
  from public, anon, authenticated;
grant execute on function private.record_stripe_checkout_event(text, text, text, text, uuid, text, bigint, bigint, text)
  to service_role;

-- The webhook reaches the database through the Data API, which serves `public` only.
create function public.record_stripe_checkout(
  event_id text,
  event_type text,
  session_id text,
  outcome text,
  user_id uuid,
  email text,
  plan_id bigint,
  amount_total bigint,
  currency text
)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.record_stripe_checkout_event(
    event_id, event_type, session_id, outcome, user_id, email, plan_id, amount_total, currency
  )
$$;
revoke all on function public.record_stripe_checkout(text, text, text, text, uuid, text, bigint, bigint, text)
  from public, anon, authenticated;
grant execute on function public.record_stripe_checkout(text, text, text, text, uuid, text, bigint, bigint, text)
  to service_role;
