// `pnpm bench:api`: latency and throughput of the local stack on PGlite and on PostgreSQL, for the
// request shapes the product sends most. A benchmark, not a test: it prints figures and asserts nothing.
import { DEMO_STUDENT } from '@app/shared/local-backend';
import type { Engine } from '../local/src/engine/engine.ts';
import { listen } from '../local/src/server.ts';
import { openEngine, prepareDatabase } from '../local/src/stack.ts';
import { databaseUrl, startCluster } from '../tests/support/postgres-cluster.ts';
import { type Figures, type LoadRequest, measureHttp, measureInProcess } from './load.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 60);

const LIST_SQL = `select coalesce(json_agg(t), '[]')::text as body
  from (select * from public.universities_data order by university_name) t`;

async function benchEngine(name: string, engine: Engine): Promise<Record<string, Figures | number>> {
  await prepareDatabase(engine);
  // All requests come from one socket address; the bench measures inserts, not the rate limit.
  await engine.owner.query(
    'update private.submission_limits set max_per_window = 1000000, max_total_per_window = 1000000',
  );
  const stack = await listen(engine, { port: 0 });
  const headers = { apikey: stack.config.anonKey, Authorization: `Bearer ${stack.config.anonKey}` };
  const rest = `${stack.url}/rest/v1`;
  try {
    const get = (path: string): LoadRequest => ({ url: `${rest}/${path}`, headers });
    const results: Record<string, Figures | number> = {};
    results['list read'] = await measureHttp(
      REQUESTS,
      () => get('universities_data?select=*&order=university_name.asc'),
      CONCURRENCY,
    );
    results['filtered read'] = await measureHttp(
      REQUESTS,
      () =>
        get(
          'universities_data?select=*&or=(university_name.ilike.*tech*,city.ilike.*tech*,country.ilike.*tech*)&order=university_name.asc',
        ),
      CONCURRENCY,
    );
    results.insert = await measureHttp(
      REQUESTS,
      (i) => ({
        url: `${rest}/contacts`,
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', subject: 'Bench', message: `Message ${i}` }),
      }),
      CONCURRENCY,
    );
    const signIn = (): LoadRequest => ({
      url: `${stack.url}/auth/v1/token?grant_type=password`,
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_STUDENT),
    });
    // Each sign-in is a bcrypt verification (cost 10): a few warm the path, more would only add minutes.
    results['sign-in'] = await measureHttp(SIGN_INS, signIn, CONCURRENCY, CONCURRENCY);
    // One visitor signing in on an otherwise idle stack: the latency a person waits for. The row
    // above runs CONCURRENCY sign-ins at once, sharing the cores.
    results['sign-in, one at a time'] = await measureHttp(SIGN_INS, signIn, 1, 2);
    // The same rows, the same role, the same concurrency, with no HTTP, JWT, planning or encoding.
    const direct = await measureInProcess(
      REQUESTS,
      () =>
        engine.transaction(async (tx) => {
          await tx.query(`select set_config('role', 'anon', true)`);
          await tx.query(LIST_SQL);
        }),
      CONCURRENCY,
    );
    results['list read, engine directly'] = direct;
    results['stack / engine (p50)'] = (results['list read'] as Figures).p50 / direct.p50;
    console.error(`${name}: done`);
    return results;
  } finally {
    await stack.close();
    await engine.close();
  }
}

function printTable(all: Record<string, Record<string, Figures | number>>): void {
  const rows: string[][] = [['engine', 'request', 'p50 ms', 'p95 ms', 'req/s']];
  for (const [engine, results] of Object.entries(all)) {
    for (const [request, figures] of Object.entries(results)) {
      if (typeof figures === 'number') rows.push([engine, request, figures.toFixed(2), '', '']);
      else rows.push([engine, request, figures.p50.toFixed(2), figures.p95.toFixed(2), figures.rps.toFixed(0)]);
    }
  }
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  '));
}

const all: Record<string, Record<string, Figures | number>> = {};
all.pglite = await benchEngine('pglite', await openEngine({ inMemory: true }));
const cluster = await startCluster();
try {
  const owner = await openEngine({ databaseUrl: cluster.url });
  await owner.owner.query('create database bench');
  await owner.close();
  all.postgres = await benchEngine('postgres', await openEngine({ databaseUrl: databaseUrl(cluster.url, 'bench') }));
} finally {
  await cluster.stop();
}
console.log(
  `\nLocal stack API benchmark (concurrency ${CONCURRENCY}, ${REQUESTS} requests per read/insert, ${SIGN_INS} sign-ins per row)\n`,
);
printTable(all);
if (process.env.BENCH_JSON) console.log(JSON.stringify(all));
