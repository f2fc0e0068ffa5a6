-- Why: two admins revoking each other at the same moment (two transactions on PostgreSQL) each passed
-- the "caller is an admin" check before the other's delete committed, and the console was left with no
-- admin at all (issue 29). Changes to admin rights now take one transaction-level advisory lock first,
-- so they run one after another and each checks the caller's rights as the previous change left them;
-- and a revoke that would leave no admin is refused.

create or replace function public.set_admin(target uuid, make_admin boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Held until this transaction ends; the checks below then see every earlier change of rights.
  perform pg_advisory_xact_lock(hashtextextended('public.set_admin', 0));
  perform private.require_admin();
  if target = (select auth.uid()) then
    raise exception 'You cannot change your own admin rights.' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = target and u.deleted_at is null) then
    raise exception 'No such account.' using errcode = 'P0002';
  end if;
  if make_admin then
    insert into private.user_roles (user_id, role) values (target, 'admin') on conflict (user_id) do nothing;
  else
    delete from private.user_roles where user_id = target;
    if not exists (select 1 from private.user_roles where role = 'admin') then
      raise exception 'The console needs at least one admin.' using errcode = '42501';
    end if;
  end if;
end
$$;
