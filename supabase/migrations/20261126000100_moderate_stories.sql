-- Why: anonymous stories went live with no way to hold back a bad one except deleting it. A story now
-- has a status: staff can hide a published story (and show it again), and the 'stories' setting can
-- hold new stories from visitors for review ('pending') until staff approve or reject them. Off by
-- default, which keeps the spec's behaviour: a story publishes at once. RLS, not the site, keeps
-- anything but published stories from visitors and students.

create type public.story_status as enum ('published', 'pending', 'hidden', 'rejected');

alter table public.community_blog_posts
  add column status public.story_status not null default 'published';
create index community_blog_posts_status_idx on public.community_blog_posts (status, created_at desc);

-- Staff set the status; visitors cannot (their insert grant never named the column).
grant update (status) on table public.community_blog_posts to authenticated;

drop policy "Visitors can read stories" on public.community_blog_posts;
drop policy "Signed-in users can read stories" on public.community_blog_posts;
create policy "Visitors can read published stories" on public.community_blog_posts
  for select to anon using (status = 'published');
create policy "Signed-in users can read published stories, admins all" on public.community_blog_posts
  for select to authenticated using (status = 'published' or (select private.is_admin()));

-- The setting lives with the others; visitors may read it so the form can say a story awaits review.
insert into public.settings (key, value) values ('stories', '{"reviewBeforePublishing": false}')
  on conflict (key) do nothing;
alter table public.settings add constraint settings_stories_review check (
  key <> 'stories' or jsonb_typeof(value -> 'reviewBeforePublishing') = 'boolean'
);
drop policy "Visitors can read the public Stripe settings" on public.settings;
drop policy "Signed-in users can read public settings, admins all" on public.settings;
create policy "Visitors can read the public settings" on public.settings
  for select to anon using (key in ('stripe', 'stories'));
create policy "Signed-in users can read public settings, admins all" on public.settings
  for select to authenticated using (key in ('stripe', 'stories') or (select private.is_admin()));

-- With review on, a story from anyone but staff (or the service role) arrives pending. Security definer
-- to read the setting whatever the caller may read; it changes nothing but the new row's status.
create function private.hold_story_for_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not private.is_admin() then
    new.status := case
      when coalesce((select (value ->> 'reviewBeforePublishing')::boolean from public.settings where key = 'stories'), false)
        then 'pending'::public.story_status
      else 'published'::public.story_status
    end;
  end if;
  return new;
end;
$$;
revoke all on function private.hold_story_for_review() from public, anon, authenticated;
create trigger hold_story_for_review before insert on public.community_blog_posts
  for each row execute function private.hold_story_for_review();
