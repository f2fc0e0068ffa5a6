// Latency figures for the bench. HTTP load comes from a worker thread with node:http, as a browser or
// `autocannon` would send it from outside: in the stack's own thread, undici's fetch (WebIDL, web
// streams, reading 47 KB bodies) cost about 1 ms of the same core per request, charged to the stack.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export interface Figures {
  p50: number;
  p95: number;
  rps: number;
}

export interface LoadRequest {
  url: string;
  method?: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  requests: LoadRequest[];
  concurrency: number;
  warmup: number;
}

/**
 * Both sides of a comparison are measured warm: `warmup` untimed calls first (cycling through the
 * job's own), at the same concurrency, so neither figure includes compiling the code path it times
 * (after 200 calls V8 was still optimising the stack's request path: p50 15 ms, against 12 ms after 1,000).
 */
const WARMUP = 1000;

/** Runs work(0..count-1), `concurrency` at a time, after the warm-up; returns the figures. */
export async function runConcurrently(
  count: number,
  concurrency: number,
  warmup: number,
  work: (i: number) => Promise<void>,
): Promise<Figures> {
  const run = async (calls: number, call: (i: number) => Promise<void>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, calls) }, async () => {
        while (next < calls) await call(next++);
      }),
    );
  };
  await run(warmup, (i) => work(i % count));
  const latencies: number[] = [];
  const started = performance.now();
  await run(count, async (i) => {
    const t0 = performance.now();
    await work(i);
    latencies.push(performance.now() - t0);
  });
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), rps: count / (elapsedMs / 1000) };
}

/** Sends `count` requests (`request(i)` builds the i-th) from a worker thread, `concurrency` at a time. */
export function measureHttp(
  count: number,
  request: (i: number) => LoadRequest,
  concurrency: number,
  warmup = WARMUP,
): Promise<Figures> {
  const job: LoadJob = { requests: Array.from({ length: count }, (_, i) => request(i)), concurrency, warmup };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

/** Runs `count` calls of `work` in this thread, `concurrency` at a time (for work that is not HTTP). */
export function measureInProcess(
  count: number,
  work: (i: number) => Promise<void>,
  concurrency: number,
  warmup = WARMUP,
): Promise<Figures> {
  return runConcurrently(count, concurrency, warmup, work);
}
