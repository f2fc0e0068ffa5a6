-- Why: the original console created these two tables from the browser with raw SQL on first use. They
-- are part of the schema like every other table; no client runs DDL.

create table public.interviews (
  id bigint generated always as identity primary key,
  interviewee_name text not null check (char_length(trim(interviewee_name)) > 0),
  interviewee_role text,
  interview_date date,
  video_link text check (video_link is null or video_link ~* '^https?://'),
  status text not null default 'Pending' check (status in ('Pending', 'Completed', 'Scheduled', 'Cancelled')),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index interviews_date_idx on public.interviews (interview_date desc nulls first, created_at desc);
create trigger set_updated_at before update on public.interviews
  for each row execute function private.set_updated_at();

-- Interviews are internal: only admins see or change them.
alter table public.interviews enable row level security;
revoke all on table public.interviews from anon, authenticated, service_role;
grant select, insert, update, delete on table public.interviews to authenticated;
grant all on table public.interviews to service_role;
create policy "Admins can read interviews" on public.interviews
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can add interviews" on public.interviews
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can change interviews" on public.interviews
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete interviews" on public.interviews
  for delete to authenticated using ((select private.is_admin()));

create table public.testimonials (
  id bigint generated always as identity primary key,
  author_name text not null check (char_length(trim(author_name)) > 0),
  author_role text not null default 'Student' check (author_role in ('Student', 'Intern', 'Parent', 'Alum', 'Other')),
  content text not null check (char_length(trim(content)) > 0),
  university_name text,
  country_studied text,
  rating integer not null default 5 check (rating between 1 and 5),
  is_featured boolean not null default false,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index testimonials_created_at_idx on public.testimonials (created_at desc);
create trigger set_updated_at before update on public.testimonials
  for each row execute function private.set_updated_at();

call private.secure_content_table('testimonials', true);
