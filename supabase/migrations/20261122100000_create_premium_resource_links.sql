-- Why: a paid plan unlocks premium resources, and that must hold on the server, not by hiding links
-- in the UI. Until now a premium item's own link sat in `resource_items."resourceLink"`, which every
-- signed-in user can read. Premium links move to their own table that only buyers (a paid purchase of
-- theirs) and admins can read; `resource_items` keeps the public upsell (`premiumLink`, /pricing) and
-- a check keeps a premium item's `resourceLink` at the placeholder, so the link cannot leak back.

create table public.premium_resource_links (
  resource_id bigint primary key references public.resource_items (id) on delete cascade,
  url text not null check (char_length(trim(url)) > 0 and url <> '#'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger set_updated_at before update on public.premium_resource_links
  for each row execute function private.set_updated_at();

-- Whether the caller has paid for any plan. Definer rights so that the answer never depends on which
-- purchase rows the caller may read; it answers only for the caller.
create function private.has_paid_purchase()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.purchases
    where user_id = (select auth.uid()) and status = 'paid'
  )
$$;
revoke all on function private.has_paid_purchase() from public, anon;
grant execute on function private.has_paid_purchase() to authenticated, service_role;

alter table public.premium_resource_links enable row level security;
revoke all on table public.premium_resource_links from anon, authenticated, service_role;
grant select, insert, update, delete on table public.premium_resource_links to authenticated;
grant all on table public.premium_resource_links to service_role;
create policy "Buyers and admins can read premium resource links" on public.premium_resource_links
  for select to authenticated using ((select private.has_paid_purchase()) or (select private.is_admin()));
create policy "Admins can add premium resource links" on public.premium_resource_links
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can change premium resource links" on public.premium_resource_links
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete premium resource links" on public.premium_resource_links
  for delete to authenticated using ((select private.is_admin()));

-- Existing premium items: their own link moves to the private table.
insert into public.premium_resource_links (resource_id, url)
  select id, "resourceLink" from public.resource_items
  where "isPremium" and trim("resourceLink") not in ('', '#');
update public.resource_items set "resourceLink" = '#' where "isPremium" and "resourceLink" <> '#';
alter table public.resource_items add constraint resource_items_premium_link_is_private
  check (not "isPremium" or "resourceLink" = '#');
