-- Why: a premium resource is two rows, the item in resource_items and its private link in
-- premium_resource_links, and the console saved them in two requests. When the second was refused
-- (a link the database does not accept, the item deleted meanwhile) the first stayed: a premium item
-- without its link, and pressing Save again in the still-open dialog added a duplicate. This function
-- saves both in the one transaction of its request, so a refused save leaves nothing behind.
--
-- An item without `id` is added, one with `id` updates that row; `premium_url` is the private link.
-- It runs with the caller's rights: grants and the tables' policies decide as for direct writes
-- (only admins change either table).

create function public.save_resource_item(item jsonb)
returns public.resource_items
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target bigint := (item ->> 'id')::bigint;
  saved public.resource_items;
begin
  if target is null then
    -- The columns' defaults first; the update below lays the item over them.
    insert into public.resource_items (title, "ctaText")
    values (item ->> 'title', item ->> 'ctaText')
    returning id into target;
  end if;

  -- Keys missing from the item keep their stored value; id and created_at are never changed.
  update public.resource_items r
  set (title, description, icon, "ctaText", "isPremium", "premiumLink", "resourceLink", "imagePlaceholderText") = (
    select p.title, p.description, p.icon, p."ctaText", p."isPremium", p."premiumLink", p."resourceLink",
      p."imagePlaceholderText"
    from jsonb_populate_record(r, item) p
  )
  where r.id = target
  returning r.* into saved;

  if not found then
    if exists (select 1 from public.resource_items r where r.id = target) then
      raise exception 'You may not change resources.' using errcode = '42501';
    end if;
    raise exception 'This resource no longer exists: another admin may have deleted it.'
      using errcode = 'P0002', detail = format('No resource with id %s.', target);
  end if;

  -- Only a premium item has a private link; an item saved without the key keeps the one it has.
  if not saved."isPremium" or (item ? 'premium_url' and nullif(trim(item ->> 'premium_url'), '') is null) then
    delete from public.premium_resource_links l where l.resource_id = saved.id;
  elsif item ? 'premium_url' then
    insert into public.premium_resource_links (resource_id, url)
    values (saved.id, item ->> 'premium_url')
    on conflict on constraint premium_resource_links_pkey do update set url = excluded.url;
  end if;

  return saved;
end
$$;

revoke all on function public.save_resource_item(jsonb) from public, anon;
grant execute on function public.save_resource_item(jsonb) to authenticated, service_role;
