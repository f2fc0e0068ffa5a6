import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, paths } from '../local/src/database.ts';
import type { Engine } from '../local/src/engine/engine.ts';
import { postgresEngine } from '../local/src/engine/postgres.ts';
import { openEngine } from '../local/src/stack.ts';
import { databaseUrl } from './support/postgres-cluster.ts';
import { DEMO_ADMIN, DEMO_STUDENT, startTestStack } from './support/stack.ts';

// The seed must run where the SQL role has no rights on GoTrue's tables (hosted Supabase, where
// supabase_auth_admin owns auth.users and postgres may hold no privileges on it), and the demo accounts
// must still exist wherever the local stack seeds a database (the test template, `pnpm backend reset`,
// a first `pnpm start`), all three of which run prepareDatabase.

/** An empty database of this project's engine, migrated but not seeded. */
async function migratedDatabase(): Promise<Engine> {
  const cluster = inject('postgresCluster');
  let engine: Engine;
  if (cluster) {
    const name = `seed_${randomUUID().replaceAll('-', '')}`;
    const admin = postgresEngine(cluster);
    await admin.owner.query(`create database ${name}`);
    await admin.close();
    engine = postgresEngine(databaseUrl(cluster, name));
  } else {
    engine = await openEngine({ inMemory: true });
  }
  await migrate(engine.owner);
  return engine;
}

describe('seed.sql', () => {
  let engine: Engine;
  // Roles are cluster-wide: a name of its own per run.
  const role = `seed_without_auth_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    engine = await migratedDatabase();
    // Like hosted `postgres`: owns (here: may write) public and private and bypasses RLS, may call the
    // auth helpers (auth.uid()), but holds nothing on GoTrue's tables.
    await engine.owner.exec(`
      create role ${role} nologin bypassrls;
      grant usage on schema public, private, auth, extensions to ${role};
      grant all on all tables in schema public, private to ${role};
      grant all on all sequences in schema public, private to ${role};
      grant execute on all functions in schema public, private, auth to ${role};`);
  });
  afterAll(async () => {
    await engine.close();
  });

  it('runs as a role without privileges on auth tables, and leaves them to the auth service', async () => {
    const sql = readFileSync(paths.seed, 'utf8');
    await engine.owner.exec(`begin; set local role ${role};\n${sql}\n;commit;`).catch(async (error) => {
      await engine.owner.exec('rollback');
      throw error;
    });
    const { rows } = await engine.owner.query<{ universities: number; users: number }>(
      `select (select count(*)::int from public.universities_data) as universities,
              (select count(*)::int from auth.users) as users`,
    );
    expect(rows[0]?.universities).toBeGreaterThan(10);
    expect(rows[0]?.users).toBe(0);
  });
});

describe('a seeded local database', () => {
  it('has the demo accounts: the admin with admin rights, the student without', async () => {
    const stack = await startTestStack();
    try {
      for (const [account, isAdmin] of [
        [DEMO_ADMIN, true],
        [DEMO_STUDENT, false],
      ] as const) {
        const client = await stack.signedIn(account);
        const { data, error } = await client.rpc('is_admin');
        expect(error, account.email).toBeNull();
        expect(data, account.email).toBe(isAdmin);
      }
    } finally {
      await stack.close();
    }
  });
});

describe('the seeded catalogue', () => {
  it('has at least 150 programmes, 3 per university, across at least 8 fields of study', async () => {
    const stack = await startTestStack();
    try {
      const { rows } = await stack.engine.owner.query<{ programs: number; fewest: number; fields: number }>(
        `select (select count(*)::int from public.programs) as programs,
                (select min(n)::int from (select count(p.id) as n from public.universities_data u
                   left join public.programs p on p.university_id = u.id group by u.id) c) as fewest,
                (select count(distinct field_code)::int from public.programs) as fields`,
      );
      expect(rows[0]?.programs).toBeGreaterThanOrEqual(150);
      expect(rows[0]?.fewest).toBeGreaterThanOrEqual(3);
      expect(rows[0]?.fields).toBeGreaterThanOrEqual(8);
    } finally {
      await stack.close();
    }
  });

  it('has an evidence entry for every programme (the official pages read), and none for a programme it lacks', async () => {
    const evidence = JSON.parse(readFileSync(new URL('../seed-evidence/programmes.json', import.meta.url), 'utf8')) as {
      university: string;
      stored_name: string;
      exists_confirmed: boolean;
      programme_url: string | null;
      fees_source_url: string | null;
    }[];
    const stack = await startTestStack();
    try {
      const { rows } = await stack.engine.owner.query<{ key: string }>(
        `select u.university_name || ' / ' || p.name as key
         from public.programs p join public.universities_data u on u.id = p.university_id`,
      );
      const seeded = rows.map((row) => row.key).sort();
      expect(evidence.map((e) => `${e.university} / ${e.stored_name}`).sort()).toEqual(seeded);
      // Each was confirmed on an official page, which the entry names.
      const official = (e: (typeof evidence)[number]) =>
        /^https?:\/\//.test(e.programme_url ?? e.fees_source_url ?? '');
      expect(evidence.filter((e) => !(e.exists_confirmed && official(e)))).toEqual([]);
    } finally {
      await stack.close();
    }
  });

  // Every figure names its page and day checked (the columns' own check); a deadline must not have
  // passed on the day it was read, so the site never opens on a closed application.
  it('has no known deadline that had passed on the day it was checked', async () => {
    const stack = await startTestStack();
    try {
      const { rows } = await stack.engine.owner.query<{ name: string }>(
        `select name from public.programs
         where deadline ->> 'state' = 'known' and (deadline ->> 'date')::date < (deadline ->> 'checked_on')::date`,
      );
      expect(rows).toEqual([]);
    } finally {
      await stack.close();
    }
  });
});

describe('the seeded costs', () => {
  it('has a city row for every university city and a country row for every university country', async () => {
    const stack = await startTestStack();
    try {
      const { rows } = await stack.engine.owner.query<{ place: string }>(
        `select u.city || ', ' || u.country_code as place from public.universities_data u
         where not exists (select 1 from public.cities c where c.country_code = u.country_code and c.name = u.city)
         union all
         select u.country_code from public.universities_data u
         where not exists (select 1 from public.countries c where c.code = u.country_code)`,
      );
      expect(rows.map((row) => row.place)).toEqual([]);
    } finally {
      await stack.close();
    }
  });
});
