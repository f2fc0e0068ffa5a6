// `pnpm bench:api`: latency and throughput of the local stack on PGlite and on PostgreSQL, for the
// request shapes the product sends most. A benchmark, not a test: it prints figures and asserts nothing.
import { performance } from 'node:perf_hooks';
import { DEMO_STUDENT } from '@app/shared/local-backend';
import type { Engine } from '../local/src/engine/engine.ts';
import { listen } from '../local/src/server.ts';
import { openEngine, prepareDatabase } from '../local/src/stack.ts';
import { databaseUrl, startCluster } from '../tests/support/postgres-cluster.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 60);

interface Figures {
  p50: number;
  p95: number;
  rps: number;
}

async function measure(
  count: number,
  request: (i: number) => Promise<void>,
  concurrency = CONCURRENCY,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await request(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), rps: count / elapsed };
}

async function ok(response: Response): Promise<void> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

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
    // Warm the catalogue cache and the engine before timing anything.
    await ok(await fetch(`${rest}/universities_data?select=*`, { headers }));
    const results: Record<string, Figures | number> = {};
    results['list read'] = await measure(REQUESTS, async () =>
      ok(await fetch(`${rest}/universities_data?select=*&order=university_name.asc`, { headers })),
    );
    results['filtered read'] = await measure(REQUESTS, async () =>
      ok(
        await fetch(
          `${rest}/universities_data?select=*&or=(university_name.ilike.*tech*,city.ilike.*tech*,country.ilike.*tech*)&order=university_name.asc`,
          { headers },
        ),
      ),
    );
    results.insert = await measure(REQUESTS, async (i) =>
      ok(
        await fetch(`${rest}/contacts`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Bench',
            email: 'bench@example.com',
            subject: 'Bench',
            message: `Message ${i}`,
          }),
        }),
      ),
    );
    const signIn = async () =>
      ok(
        await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(DEMO_STUDENT),
        }),
      );
    results['sign-in'] = await measure(SIGN_INS, signIn);
    // One visitor signing in on an otherwise idle stack: the latency a person waits for. The row
    // above runs CONCURRENCY sign-ins at once, each a bcrypt verification (cost 10) sharing the cores.
    results['sign-in, one at a time'] = await measure(SIGN_INS, signIn, 1);
    const direct = await measure(REQUESTS, async () => {
      await engine.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'anon', true)`);
        await tx.query(LIST_SQL);
      });
    });
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
