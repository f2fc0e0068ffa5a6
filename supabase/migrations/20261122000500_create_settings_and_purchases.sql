-- Why: the console keeps the payment provider's publishable key in `settings`; purchases record plans
-- paid through Stripe Checkout (written only by the webhook function, with the service role).

create table public.settings (
  key text primary key,
  value jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now(),
  -- A secret or restricted key must never be stored where browsers can read it.
  constraint settings_stripe_publishable_key check (
    key <> 'stripe' or coalesce(value ->> 'publishableKey', '') ~ '^(|pk_(test|live)_[A-Za-z0-9]+)$'
  )
);
create trigger set_updated_at before update on public.settings
  for each row execute function private.set_updated_at();
insert into public.settings (key, value) values ('stripe', '{"publishableKey": ""}');

alter table public.settings enable row level security;
revoke all on table public.settings from anon, authenticated, service_role;
grant select on table public.settings to anon, authenticated;
grant update (value) on table public.settings to authenticated;
grant all on table public.settings to service_role;
create policy "Visitors can read the public Stripe settings" on public.settings
  for select to anon using (key = 'stripe');
create policy "Signed-in users can read public settings, admins all" on public.settings
  for select to authenticated using (key = 'stripe' or (select private.is_admin()));
create policy "Admins can change settings" on public.settings
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create table public.purchases (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete set null,
  email text,
  plan_id bigint references public.pricing_plans (id) on delete set null,
  -- In the currency's smallest unit, as Stripe reports it (paise for INR).
  amount_total bigint check (amount_total >= 0),
  currency text check (currency ~ '^[a-z]{3}$'),
  status text not null check (status in ('paid', 'failed')),
  stripe_session_id text not null unique,
  created_at timestamptz not null default now(),
  check (user_id is not null or email is not null)
);
create index purchases_user_id_idx on public.purchases (user_id);
create index purchases_plan_id_idx on public.purchases (plan_id);

alter table public.purchases enable row level security;
revoke all on table public.purchases from anon, authenticated, service_role;
grant select on table public.purchases to authenticated;
grant all on table public.purchases to service_role;
create policy "Users can read their own purchases, admins all" on public.purchases
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
