// The migrations on servers with pg_cron's package (PostgreSQL only). Hosted Supabase preloads pg_cron:
// the migrations create it and schedule the purge and the exchange-rate jobs. A server with the package
// installed but not preloaded cannot create it: the migrations must still apply, leaving the exchange-rate
// job to the local stack's stand-in (shim/40_cron.sql) and the purge to the inserts themselves.
import { afterEach, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../local/src/database.ts';
import type { Engine } from '../../local/src/engine/engine.ts';
import { postgresEngine } from '../../local/src/engine/postgres.ts';
import { postgresWithPgCron } from '../support/pg-cron-install.ts';
import { type Cluster, startCluster } from '../support/postgres-cluster.ts';

let bin: string;
let cluster: Cluster | undefined;
let engine: Engine | undefined;

beforeAll(() => {
  bin = postgresWithPgCron();
}, 120_000);
afterEach(async () => {
  await engine?.close();
  await cluster?.stop();
  engine = undefined;
  cluster = undefined;
});

async function migratedOn(settings: string[] = []) {
  cluster = await startCluster({ bin, settings });
  engine = postgresEngine(cluster.url);
  await migrate(engine.owner);
  const extension = await engine.owner.query<{ n: number }>(
    `select count(*)::int as n from pg_extension where extname = 'pg_cron'`,
  );
  const jobs = await engine.owner.query<{ jobname: string }>('select jobname from cron.job order by jobname');
  return { pgCron: extension.rows[0]?.n === 1, jobs: jobs.rows.map((row) => row.jobname) };
}

it('a server with pg_cron installed but not preloaded applies every migration', async () => {
  const available = await (async () => {
    cluster = await startCluster({ bin });
    engine = postgresEngine(cluster.url);
    const { rows } = await engine.owner.query<{ n: number }>(
      `select count(*)::int as n from pg_available_extensions where name = 'pg_cron'`,
    );
    await engine.close();
    await cluster.stop();
    return rows[0]?.n === 1;
  })();
  expect(available).toBe(true);
  expect(await migratedOn()).toEqual({
    pgCron: false,
    jobs: ['refresh-exchange-rates', 'send-booking-mail', 'send-reminders'],
  });
}, 180_000);

it('a server that preloads pg_cron, as hosted Supabase does, gets the extension and every job', async () => {
  expect(await migratedOn(['shared_preload_libraries=pg_cron', 'cron.database_name=postgres'])).toEqual({
    pgCron: true,
    jobs: ['purge-public-submissions', 'refresh-exchange-rates', 'send-booking-mail', 'send-reminders'],
  });
}, 180_000);
