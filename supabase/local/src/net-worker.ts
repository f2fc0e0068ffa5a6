import type { Engine } from './engine/engine.ts';

// Hosted Supabase's pg_net sends the requests queued by net.http_post from a background worker after
// the transaction commits. This is that worker for the local stack: it polls the shim's queue (only
// committed rows are visible to it), claims what is due, and POSTs it, never inside an API request.
// Like pg_net it does not retry: a failed delivery is logged and marked done.

export interface NetWorker {
  /** Looks at the queue now instead of at the next tick (tests; after a write). */
  poke(): void;
  stop(): Promise<void>;
}

interface QueuedRequest {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeout_milliseconds: number;
}

const CLAIM = `
  update net.http_request_queue set delivered_at = now()
  where id in (select id from net.http_request_queue where delivered_at is null order by id limit 20)
  returning json_build_object('id', id, 'method', method, 'url', url, 'headers', headers, 'body', body,
    'timeout_milliseconds', timeout_milliseconds)::text as request`;

export function startNetWorker(
  engine: Engine,
  options: { intervalMs?: number; log?: (message: string) => void } = {},
): NetWorker {
  const intervalMs = options.intervalMs ?? 500;
  const log = options.log ?? ((message: string) => console.log(`[net] ${message}`));
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      const { rows } = await engine.owner.query<{ request: string }>(CLAIM);
      const requests = rows.map((row) => JSON.parse(row.request) as QueuedRequest);
      await Promise.all(requests.map((request) => deliver(request, log)));
      if (requests.length === 20) again = true;
    } while (again && !stopped);
  }

  function tick(): void {
    if (stopped || running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        // The queue table is missing on a database without the shim, or the engine is closing.
        if (!stopped) log(`queue not readable: ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    poke: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

async function deliver(request: QueuedRequest, log: (message: string) => void): Promise<void> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body === null ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    await response.body?.cancel();
    if (!response.ok) log(`request ${request.id} to ${redact(request.url)} answered ${response.status}`);
  } catch (error) {
    log(`request ${request.id} to ${redact(request.url)} failed: ${error instanceof Error ? error.message : error}`);
  }
}

/** Deploy hook URLs carry their secret in the path: log the origin only. */
function redact(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'an invalid URL';
  }
}
