import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.ts';

// What Supabase's database linter (splinter) reports, checked on the migrated schema of this engine.
// Each check lists the offending objects, so a failure names what to fix in a new migration. The last
// block plants one offender per check in this file's private copy, so a check that can no longer see
// anything fails too.

/** Schemas the Data API serves (hosted Supabase exposes `public`); `private` holds our helpers. */
const EXPOSED = ['public'];
const OURS = ['public', 'private'];

/** The only writes visitors make without an account (docs/architecture.md section 4): always-true on purpose,
 *  and limited by check constraints, a per-client rate limit and a honeypot instead. */
const DOCUMENTED_OPEN_INSERTS = [
  'contacts: Visitors can send a contact message',
  'contacts: Signed-in users can send a contact message',
  'community_blog_posts: Visitors can share a story',
  'community_blog_posts: Signed-in users can share a story',
];

interface Check {
  title: string;
  /** Returns one `name` per offender; `$exposed` and `$ours` stand for the schema lists above. */
  sql: string;
  allowed?: string[];
  /** DDL that creates an offender (run on this file's private copy after the real checks), and the
   *  name the check must then report. */
  plant: string;
  finds?: string;
}

const checks: Check[] = [
  {
    title: '0013 every table of an exposed schema has row-level security enabled',
    sql: `select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any($exposed) and not c.relrowsecurity`,
    plant: 'create table public.lint_no_rls (id int primary key)',
    finds: 'public.lint_no_rls',
  },
  {
    title: '0008 every exposed table with RLS has a policy (otherwise nobody can use it)',
    sql: `select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any($exposed) and c.relrowsecurity
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`,
    plant:
      'create table public.lint_no_policy (id int primary key); alter table public.lint_no_policy enable row level security',
    finds: 'public.lint_no_policy',
  },
  {
    title: '0007 no table has policies while RLS is off (they would silently not apply)',
    sql: `select distinct n.nspname || '.' || c.relname as name
      from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($ours) and not c.relrowsecurity`,
    plant: `create table private.lint_policy_off (id int primary key);
      create policy "Anyone reads" on private.lint_policy_off for select to anon using (true)`,
    finds: 'private.lint_policy_off',
  },
  {
    title: '0024 no policy lets anon or authenticated write with an always-true check, except the documented inserts',
    sql: `select tablename || ': ' || policyname as name
      from pg_policies
      where schemaname = any($exposed)
        and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
        and roles && array['anon', 'authenticated', 'public']::name[]
        and (coalesce(btrim(with_check), '') in ('true', '(true)')
             or (cmd <> 'INSERT' and coalesce(btrim(qual), '') in ('true', '(true)')))`,
    allowed: DOCUMENTED_OPEN_INSERTS,
    plant: `create policy "Anyone changes news" on public.news for update to authenticated using (true) with check (true)`,
    finds: 'news: Anyone changes news',
  },
  {
    title: '0006 one permissive policy per table, role and operation',
    sql: `with expanded as (
        select tablename, role, policyname,
          unnest(case when cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[cmd] end) as action
        from pg_policies, unnest(roles) as role
        where schemaname = any($exposed) and permissive = 'PERMISSIVE'
      )
      select tablename || ' ' || role || ' ' || action || ': ' || string_agg(policyname, ' | ' order by policyname) as name
      from expanded group by tablename, role, action having count(*) > 1`,
    plant: `create policy "Visitors can also read careers" on public.careers for select to anon using (true)`,
    finds: 'careers anon SELECT',
  },
  {
    title: '0003 policies evaluate auth.uid(), auth.jwt(), auth.role() and our helpers once (wrapped in a select)',
    // Deparsed, a wrapped call reads `( SELECT auth.uid() AS uid)`; a bare one runs for every row.
    sql: `select distinct tablename || ': ' || policyname as name
      from pg_policies,
        regexp_matches(coalesce(qual, '') || ' ' || coalesce(with_check, ''),
          '(.{0,8})(auth\\.(uid|jwt|role)|private\\.is_admin|current_setting)\\(', 'g') as m
      where schemaname = any($ours) and m[1] !~* 'select\\s*$'`,
    plant: `create policy "Users read their purchases per row" on public.purchases for select to authenticated
      using (user_id = auth.uid())`,
    finds: 'Users read their purchases per row',
  },
  {
    title: '0015 no policy trusts user_metadata, which users can edit',
    sql: `select tablename || ': ' || policyname as name from pg_policies
      where schemaname = any($ours) and (coalesce(qual, '') || coalesce(with_check, '')) ilike '%user_metadata%'`,
    plant: `create policy "Metadata admins delete videos" on public.videos for delete to authenticated
      using (((select auth.jwt()) -> 'user_metadata' ->> 'admin') = 'yes')`,
    finds: 'Metadata admins delete videos',
  },
  {
    title: '0011 every function and procedure of ours has a fixed search_path',
    sql: `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($ours)
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    plant: 'create function private.lint_mutable_path() returns int language sql as $$ select 1 $$',
    finds: 'private.lint_mutable_path()',
  },
  {
    title: '0028 no security-definer function in an exposed schema is executable by anon',
    sql: `select n.nspname || '.' || p.proname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($exposed) and p.prosecdef and has_function_privilege('anon', p.oid, 'execute')`,
    // The booking page's free slots: generated from counsellors' hours and bookings, which visitors cannot
    // read; it returns times, counsellor names and languages only (migration create_consultations).
    allowed: ['public.open_slots'],
    plant: `create function public.lint_definer() returns int language sql security definer set search_path = ''
      as $$ select 1 $$; grant execute on function public.lint_definer() to anon`,
    finds: 'public.lint_definer',
  },
  {
    title: 'anon cannot call a security-definer helper of the private schema directly',
    sql: `select p.proname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.prosecdef and p.prokind = 'f'
        and p.prorettype <> 'trigger'::regtype and has_function_privilege('anon', p.oid, 'execute')`,
    plant: `create function private.lint_open_helper() returns int language sql security definer set search_path = ''
      as $$ select 1 $$`,
    finds: 'lint_open_helper',
  },
  {
    title: '0001 every foreign key is covered by an index (joins and cascading deletes)',
    sql: `select n.nspname || '.' || c.relname || '.' || con.conname as name
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
      where con.contype = 'f' and n.nspname = any($ours)
        and not exists (
          select 1 from pg_index i
          where i.indrelid = con.conrelid
            and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] operator(pg_catalog.@>) con.conkey
            and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] operator(pg_catalog.<@) con.conkey
        )`,
    plant: `create table private.lint_unindexed (id int primary key,
      university_id bigint references public.universities_data (id))`,
    finds: 'private.lint_unindexed.',
  },
  {
    title: '0009 no two indexes of a table are identical',
    sql: `select c.relname || ': ' || string_agg(i.indexrelid::regclass::text, ' = ' order by i.indexrelid::regclass::text) as name
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($ours)
      group by c.relname, i.indrelid, i.indkey::text, i.indclass::text,
        coalesce(pg_get_expr(i.indexprs, i.indrelid), ''), coalesce(pg_get_expr(i.indpred, i.indrelid), '')
      having count(*) > 1`,
    plant: 'create index lint_duplicate_idx on public.videos (created_at desc)',
    finds: 'lint_duplicate_idx',
  },
  {
    title: '0010 views in exposed schemas run with the caller’s rights (security_invoker)',
    sql: `select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('v', 'm') and n.nspname = any($exposed)
        and not coalesce('security_invoker=true' = any(c.reloptions) or 'security_invoker=on' = any(c.reloptions), false)`,
    plant: 'create view public.lint_definer_view as select id from public.news',
    finds: 'public.lint_definer_view',
  },
  {
    title: '0014 no extension is installed in an exposed schema',
    sql: `select e.extname as name from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where n.nspname = any($exposed)`,
    // Every engine here ships plpgsql only; a fake catalogue row is not worth it. Re-check the rule by
    // hand if an extension migration appears.
    plant: '',
  },
  {
    title: 'the API roles cannot read or write the private schema’s tables',
    sql: `select r.role || ' ' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace,
        unnest(array['anon', 'authenticated']) as r(role)
      where n.nspname = 'private' and c.relkind = 'r'
        and has_table_privilege(r.role, c.oid, 'select, insert, update, delete')`,
    plant: `create table private.lint_readable (id int primary key); grant select on private.lint_readable to anon`,
    finds: 'anon lint_readable',
  },
];

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

async function offenders(check: Check): Promise<string[]> {
  // Constant schema lists, inlined: both engines then parse every check the same way.
  const list = (schemas: string[]) => `array[${schemas.map((s) => `'${s}'`).join(', ')}]::name[]`;
  const sql = check.sql.replaceAll('$exposed', list(EXPOSED)).replaceAll('$ours', list(OURS));
  const { rows } = await stack.engine.owner.query<{ name: string }>(sql);
  return rows
    .map((row) => row.name)
    .filter((name) => !check.allowed?.includes(name))
    .sort();
}

describe('database lint (Supabase splinter checks) on the migrated schema', () => {
  for (const check of checks) {
    it(check.title, async () => {
      expect(await offenders(check)).toEqual([]);
    });
  }
});

describe('each lint check sees the offence it describes', () => {
  for (const check of checks.filter((c) => c.plant)) {
    it(check.title, async () => {
      await stack.engine.owner.exec(check.plant);
      expect(await offenders(check)).toContainEqual(expect.stringContaining(check.finds ?? '?'));
    });
  }
});
