// Two admins revoking each other at the same moment, in two transactions on two connections (PostgreSQL
// only: PGlite has one connection, so it cannot race). Each transaction runs as the API would run it:
// role authenticated, the caller's id in the JWT claims.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { postgresEngine } from '../../local/src/engine/postgres.ts';
import { TEMPLATE_DATABASE } from '../support/global-setup.ts';
import { databaseUrl } from '../support/postgres-cluster.ts';

let url: string;
let a: pg.Client;
let b: pg.Client;
const adminA = randomUUID();
const adminB = randomUUID();

beforeAll(async () => {
  const cluster = inject('postgresCluster');
  const name = `race_${randomUUID().replaceAll('-', '')}`;
  const owner = postgresEngine(cluster);
  await owner.owner.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await owner.close();
  url = databaseUrl(cluster, name);
  a = new pg.Client({ connectionString: url });
  b = new pg.Client({ connectionString: url });
  await Promise.all([a.connect(), b.connect()]);
  // Two admin accounts, and no other admin, as the console might have.
  await a.query('delete from private.user_roles');
  for (const id of [adminA, adminB]) {
    await a.query(`insert into auth.users (id, email) values ($1, $2)`, [id, `${id.slice(0, 8)}@example.com`]);
    await a.query(`insert into private.user_roles (user_id, role) values ($1, 'admin')`, [id]);
  }
});
afterAll(async () => {
  await Promise.all([a?.end(), b?.end()]);
});

/** Opens a transaction as a signed-in user, as the API does for each request. */
async function asUser(client: pg.Client, id: string): Promise<void> {
  await client.query('begin');
  await client.query(`select set_config('role', 'authenticated', true)`);
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: id, role: 'authenticated' }),
  ]);
}

it('two admins revoking each other at once leave one admin: the second change waits and is refused', async () => {
  await asUser(a, adminA);
  await asUser(b, adminB);
  await a.query('select public.set_admin($1, false)', [adminB]);
  // B's change starts while A's is not committed yet.
  const second = b.query('select public.set_admin($1, false)', [adminA]).then(
    () => null,
    (error: { code?: string; message: string }) => error,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  await a.query('commit');
  const refused = await second;
  await b.query(refused ? 'rollback' : 'commit');
  expect(refused?.code).toBe('42501');
  const { rows } = await a.query(`select user_id from private.user_roles where role = 'admin'`);
  expect(rows).toEqual([{ user_id: adminA }]);
});

it('the last admin cannot be revoked, even by another transaction racing it', async () => {
  const other = randomUUID();
  await a.query(`insert into auth.users (id, email) values ($1, $2)`, [other, `${other.slice(0, 8)}@example.com`]);
  await asUser(a, adminA);
  const { rowCount } = await a.query('select public.set_admin($1, true)', [other]);
  expect(rowCount).toBe(1);
  await a.query('commit');
  // Now two admins again: A revokes the other, then the other (racing) tries to revoke A.
  await asUser(a, adminA);
  await asUser(b, other);
  await a.query('select public.set_admin($1, false)', [other]);
  const racing = b.query('select public.set_admin($1, false)', [adminA]).then(
    () => null,
    (error: { code?: string }) => error,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  await a.query('commit');
  const refused = await racing;
  await b.query('rollback');
  expect(refused?.code).toBe('42501');
  const { rows } = await a.query(`select count(*)::int as admins from private.user_roles where role = 'admin'`);
  expect(rows[0]?.admins).toBe(1);
});
