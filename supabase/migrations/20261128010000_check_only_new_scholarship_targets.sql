-- Why: deleting a university cascades to its programmes, and the university's pruning (an update of
-- university_ids) ran while a programme of that university was already gone but not yet pruned from
-- program_ids; check_scholarship_targets then refused the update, so deleting the university failed
-- with "program_ids: no programme has the id …". An id is checked when it is new to the row; one the
-- row already named may stay until its own pruning removes it.
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
