-- Why: a row added without a slug took the bare slug of its name, so a second program of the same name
-- at one university (a Bachelor's and a Master's "Computer Science") was refused as a duplicate, and a
-- name with no Latin letters made an empty slug the slug rule refuses. Now the first free one of
-- slug, slug-2, slug-3 ... is taken, and an empty slug falls back to the trigger's second argument.
-- Existing slugs never change (they are shared URLs).

create or replace function private.fill_slug_from_name()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  base text;
  candidate text;
  n integer := 1;
  taken boolean;
begin
  if nullif(new.slug, '') is not null then
    return new;
  end if;
  -- The name column and the fallback word are the trigger's arguments.
  base := coalesce(nullif(private.slugify(to_jsonb(new) ->> tg_argv[0]), ''), tg_argv[1]);
  candidate := base;
  loop
    if tg_table_name = 'programs' then
      select exists (
        select 1 from public.programs p where p.university_id = new.university_id and p.slug = candidate
      ) into taken;
    else
      select exists (select 1 from public.universities_data u where u.slug = candidate) into taken;
    end if;
    exit when not taken;
    n := n + 1;
    candidate := trim(both '-' from left(base, 115)) || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end
$$;

drop trigger universities_data_fill_slug on public.universities_data;
create trigger universities_data_fill_slug before insert on public.universities_data
  for each row execute function private.fill_slug_from_name('university_name', 'university');
drop trigger programs_fill_slug on public.programs;
create trigger programs_fill_slug before insert on public.programs
  for each row execute function private.fill_slug_from_name('name', 'program');
