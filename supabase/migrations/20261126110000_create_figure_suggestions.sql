-- Why: families and students often hold a fresher official page than we do. Next to every figure the
-- site offers "Suggest a correction": a value, the page it comes from and an optional note, sent
-- anonymously under the same limits as a contact message (per client, a global ceiling, a honeypot).
-- Nothing a visitor sends changes the site: a suggestion waits in the console's queue until staff
-- accept it (accept_figure_suggestion writes the figure, with its provenance, in one transaction, and
-- the audit trail records both changes) or reject it with a reason. No personal data is kept: no name,
-- no e-mail, no account (the rate-limit slot is purged with its window).

create type public.suggestion_status as enum ('pending', 'accepted', 'rejected');

-- Every figure column of the public tables and its kind, found by its domain (migration
-- make_figures_honest): suggestions, the catalogue's health and staleness work on all of them.
create function private.figure_columns()
returns table (table_name text, column_name text, kind text)
language sql
stable
set search_path = ''
as $$
  select c.table_name::text, c.column_name::text, replace(c.domain_name::text, '_figure', '')
  from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
  where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    and c.domain_schema = 'public' and c.domain_name in ('money_figure', 'date_figure', 'english_figure')
$$;
revoke all on function private.figure_columns() from public;
grant execute on function private.figure_columns() to authenticated, service_role;

create function private.figure_kind(table_name text, column_name text)
returns text
language sql
stable
set search_path = ''
as $$
  select f.kind from private.figure_columns() f
  where f.table_name = figure_kind.table_name and f.column_name = figure_kind.column_name
$$;
revoke all on function private.figure_kind(text, text) from public;

create table public.figure_suggestions (
  id bigint generated always as identity primary key,
  -- The figure: a table holding figures, a row of it and one of its figure columns (checked below).
  table_name text not null check (table_name in ('programs', 'universities_data', 'cities', 'countries')),
  row_id bigint not null check (row_id > 0),
  figure text not null check (char_length(figure) between 1 and 63),
  -- What the visitor says the figure is, in their words ("€3,000 a semester from 2027").
  suggested_value text not null,
  source_url text not null check (private.is_source_url(source_url)),
  note text,
  status public.suggestion_status not null default 'pending',
  reject_reason text check (char_length(trim(reject_reason)) between 1 and 500),
  reviewed_at timestamptz,
  -- Honeypot: the form hides this field from people; see private.guard_public_submission().
  website text,
  created_at timestamptz not null default now(),
  constraint figure_suggestions_rejected_with_a_reason check ((status = 'rejected') = (reject_reason is not null)),
  constraint figure_suggestions_reviewed_when_decided check ((status = 'pending') = (reviewed_at is null))
);
create index figure_suggestions_queue_idx on public.figure_suggestions (status, created_at desc);
create index figure_suggestions_figure_idx on public.figure_suggestions (table_name, row_id, figure);

-- Lengths count visible characters only, as for contact messages (migration harden_rate_limits).
do $$
begin
  execute format(
    'alter table public.figure_suggestions
       add constraint figure_suggestions_suggested_value_length
         check (char_length(trim(suggested_value)) between 1 and 300 and suggested_value ~ %1$L),
       add constraint figure_suggestions_note_length
         check (note is null or (char_length(trim(note)) between 1 and 1000 and note ~ %1$L))',
    '[^' || substr(private.invisible_characters(), 2)
  );
end
$$;

-- A suggestion names a figure that exists: a figure column of its table and a row of it. The row is
-- looked up as the table's owner: every figure table is public anyway, and a visitor learns no more.
create function private.check_figure_suggestion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row boolean;
begin
  if private.figure_kind(new.table_name, new.figure) is null then
    raise exception '% is not a figure of %', new.figure, new.table_name using errcode = '23514', column = 'figure';
  end if;
  execute format('select exists (select 1 from public.%I where id = $1)', new.table_name) into found_row using new.row_id;
  if not found_row then
    raise exception 'No such % row: %', new.table_name, new.row_id using errcode = '23503', column = 'row_id';
  end if;
  return new;
end
$$;
revoke all on function private.check_figure_suggestion() from public;

-- The honeypot and the rate limit first (a bot's row is dropped before anything is looked up).
create trigger guard_public_submission before insert on public.figure_suggestions
  for each row execute function private.guard_public_submission();
create trigger check_figure_suggestion before insert on public.figure_suggestions
  for each row execute function private.check_figure_suggestion();
insert into private.submission_limits (bucket, max_per_window, max_total_per_window, window_length)
select 'figure_suggestions', max_per_window, max_total_per_window, window_length
from private.submission_limits where bucket = 'contacts';

alter table public.figure_suggestions enable row level security;
revoke all on table public.figure_suggestions from anon, authenticated, service_role;
-- A visitor sends only the figure, the value, the page and a note; the status is staff's.
grant insert (table_name, row_id, figure, suggested_value, source_url, note, website)
  on table public.figure_suggestions to anon, authenticated;
grant select, delete on table public.figure_suggestions to authenticated;
grant all on table public.figure_suggestions to service_role;
create policy "Visitors can suggest a correction" on public.figure_suggestions
  for insert to anon with check (status = 'pending');
create policy "Signed-in users can suggest a correction" on public.figure_suggestions
  for insert to authenticated with check (status = 'pending');
create policy "Admins can read suggestions" on public.figure_suggestions
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can delete suggestions" on public.figure_suggestions
  for delete to authenticated using ((select private.is_admin()));
-- Deciding goes only through the two functions below: a suggestion is never marked accepted without
-- its figure being written.

create trigger record_staff_change after insert or update or delete on public.figure_suggestions
  for each row execute function private.record_staff_change('id');

-- Accepts a pending suggestion: writes `figure` (the value object staff checked, with its source, day
-- and year) into the suggested figure and marks the suggestion accepted, in one transaction. Admins
-- only (checked first); the figure column's own check applies, and the audit trail records the change
-- under the admin's name (auth.uid() is the caller's).
create function public.accept_figure_suggestion(suggestion_id bigint, figure jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.figure_suggestions;
  changed integer;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can accept suggestions' using errcode = '42501';
  end if;
  select * into s from public.figure_suggestions where id = suggestion_id for update;
  if not found then
    raise exception 'No suggestion %', suggestion_id using errcode = 'P0002';
  end if;
  if s.status <> 'pending' then
    raise exception 'This suggestion was already %', s.status using errcode = '55000';
  end if;
  if (figure ->> 'state') is distinct from 'known' and (figure ->> 'state') is distinct from 'none' then
    raise exception 'An accepted figure is checked: known or none, with its source' using errcode = '22023';
  end if;
  -- table_name and figure were checked against the catalogue when the suggestion was made.
  execute format('update public.%I set %I = $1 where id = $2', s.table_name, s.figure) using figure, s.row_id;
  get diagnostics changed = row_count;
  if changed = 0 then
    raise exception 'The % row % no longer exists', s.table_name, s.row_id using errcode = 'P0002';
  end if;
  update public.figure_suggestions set status = 'accepted', reviewed_at = now() where id = suggestion_id;
end
$$;
revoke all on function public.accept_figure_suggestion(bigint, jsonb) from public, anon;
grant execute on function public.accept_figure_suggestion(bigint, jsonb) to authenticated, service_role;

create function public.reject_figure_suggestion(suggestion_id bigint, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can reject suggestions' using errcode = '42501';
  end if;
  if nullif(trim(coalesce(reason, '')), '') is null then
    raise exception 'Say why the suggestion is rejected' using errcode = '22023', column = 'reject_reason';
  end if;
  update public.figure_suggestions
  set status = 'rejected', reject_reason = nullif(trim(reason), ''), reviewed_at = now()
  where id = suggestion_id and status = 'pending';
  if not found then
    raise exception 'No pending suggestion %', suggestion_id using errcode = 'P0002';
  end if;
end
$$;
revoke all on function public.reject_figure_suggestion(bigint, text) from public, anon;
grant execute on function public.reject_figure_suggestion(bigint, text) to authenticated, service_role;
