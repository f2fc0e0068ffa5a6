-- Why: every fixed list of values (programme levels, icons, plan themes, statuses, roles) lived twice,
-- as a check constraint here and as a constant in shared/src/constants.ts, and nothing noticed when the
-- two drifted. Each list is now a Postgres enum: the database owns the values, `pnpm backend types`
-- emits them into shared/src/database.types.ts (`Database['public']['Enums']` and `Constants`, as the
-- Supabase CLI does), and the shared constants are read from there. Altering a column's type keeps its
-- rows (each value casts to its label), its grants and its policies; the check constraints it replaces go.
-- A new value is `alter type ... add value`, then regenerate the types.

create type public.program_level as enum ('Bachelor''s', 'Master''s');
create type public.accommodation_icon as enum ('Home', 'Building2', 'BedDouble');
create type public.transportation_icon as enum ('Bus', 'Train', 'TramFront', 'Bike');
create type public.resource_icon as enum ('BookOpen', 'LifeBuoy', 'ShieldCheck', 'MessageSquare');
create type public.theme_color as enum ('blue', 'purple', 'gold', 'green');
create type public.interview_status as enum ('Pending', 'Completed', 'Scheduled', 'Cancelled');
create type public.testimonial_role as enum ('Student', 'Intern', 'Parent', 'Alum', 'Other');
-- Only 'paid' unlocks premium; a full refund or a dispute ends it.
create type public.purchase_status as enum ('paid', 'failed', 'refunded', 'disputed');

alter table public.programs
  drop constraint programs_level_check,
  alter column level type public.program_level using level::public.program_level;

alter table public.accommodation_options
  drop constraint accommodation_options_icon_check,
  alter column icon drop default,
  alter column icon type public.accommodation_icon using icon::public.accommodation_icon,
  alter column icon set default 'Home';

alter table public.transportation_options
  drop constraint transportation_options_icon_check,
  alter column icon drop default,
  alter column icon type public.transportation_icon using icon::public.transportation_icon,
  alter column icon set default 'Bus';

alter table public.resource_items
  drop constraint resource_items_icon_check,
  alter column icon drop default,
  alter column icon type public.resource_icon using icon::public.resource_icon,
  alter column icon set default 'BookOpen';

alter table public.pricing_plans
  drop constraint pricing_plans_theme_color_check,
  alter column theme_color drop default,
  alter column theme_color type public.theme_color using theme_color::public.theme_color,
  alter column theme_color set default 'blue';

alter table public.interviews
  drop constraint interviews_status_check,
  alter column status drop default,
  alter column status type public.interview_status using status::public.interview_status,
  alter column status set default 'Pending';

alter table public.testimonials
  drop constraint testimonials_author_role_check,
  alter column author_role drop default,
  alter column author_role type public.testimonial_role using author_role::public.testimonial_role,
  alter column author_role set default 'Student';

alter table public.purchases
  drop constraint purchases_status_check,
  alter column status type public.purchase_status using status::public.purchase_status;

-- Text does not turn into an enum on assignment, so the two functions that write a status from their
-- text arguments cast it; their signatures (and so the webhook's calls and the grants) stay as they were.
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
    outcome::public.purchase_status,
    checkout_session_id,
    payment_intent_id,
    session_metadata ->> 'price_id'
  )
  on conflict (stripe_session_id) do nothing;
  get diagnostics affected = row_count;
  return case when affected = 0 then 'duplicate session' else 'recorded' end;
end
$$;

create or replace function private.record_stripe_reversal_event(
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
  update public.purchases set status = new_status::public.purchase_status
  where stripe_payment_intent_id = payment_intent_id and status <> 'failed';
  return 'recorded';
end
$$;
