-- Why: a scholarship that names one programme keeps naming it after the programme is deleted (pruning
-- never widens it to "any"), and check_scholarship_targets then refused every later change of the
-- targets, including the pruning itself: deleting a university whose last named programme went with it
-- failed with "program_ids: no programme has the id …", and so did an admin's edit that kept the list.
-- An id is checked when it is new to the row; one the row already named may stay (it matches nothing).
create or replace function private.check_scholarship_targets()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  missing bigint;
begin
  select i into missing from unnest(new.university_ids) i
    where (i is null or not exists (select 1 from public.universities_data u where u.id = i))
      and (tg_op = 'INSERT' or i is null or not i = any (coalesce(old.university_ids, '{}')))
    limit 1;
  if found then
    raise exception 'university_ids: no university has the id %', missing using errcode = '23503', column = 'university_ids';
  end if;
  select i into missing from unnest(new.program_ids) i
    where (i is null or not exists (select 1 from public.programs p where p.id = i))
      and (tg_op = 'INSERT' or i is null or not i = any (coalesce(old.program_ids, '{}')))
    limit 1;
  if found then
    raise exception 'program_ids: no programme has the id %', missing using errcode = '23503', column = 'program_ids';
  end if;
  return new;
end
$$;
revoke all on function private.check_scholarship_targets() from public;
