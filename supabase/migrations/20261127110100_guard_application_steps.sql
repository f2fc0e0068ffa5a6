-- Why: the applications foundation (20261127100100) refused a student's insert of a 'counsellor' step,
-- but its update policy checked only who owns the application, so a student could turn their own step
-- into the counsellor's (source), sign it with someone else's id (added_by), or rewrite the words of a
-- step their counsellor added; and a counsellor could add a step already ticked or "not needed" for the
-- student. Issue 33: "a student cannot add a 'counsellor' step"; the counsellor adds a step the student
-- sees, and only the student ticks it.
--
-- Through the API (anon, authenticated): where a step came from, who added it and which application it
-- belongs to never change; a counsellor's step keeps its title, detail, link and lead time (the student
-- ticks it, marks it not needed, moves its due date or removes it); a counsellor's new step is open.
create function private.guard_application_step()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.source = 'counsellor' and (new.done_at is not null or new.not_needed_reason is not null) then
      raise exception 'Only the student ticks a step or marks it not needed.' using errcode = '42501';
    end if;
    return new;
  end if;
  if (new.application_id, new.source, new.added_by, new.created_at)
     is distinct from (old.application_id, old.source, old.added_by, old.created_at) then
    raise exception 'A step keeps its application, where it came from and who added it.' using errcode = '42501';
  end if;
  if old.source = 'counsellor'
     and (new.title, new.detail, new.official_url, new.lead_time_days)
         is distinct from (old.title, old.detail, old.official_url, old.lead_time_days) then
    raise exception 'A step the counsellor added keeps their words; tick it, mark it not needed or remove it.'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.guard_application_step() from public, anon, authenticated;
create trigger guard_application_step before insert or update on public.application_steps
  for each row execute function private.guard_application_step();
