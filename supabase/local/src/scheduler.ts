import { Cron } from 'croner';
import type { Engine } from './engine/engine.ts';

// Hosted Supabase's pg_cron runs each job's command as the database owner at the times of its schedule
// (UTC). This is that runner for the local stack, over the jobs the migrations scheduled into the cron
// shim (shim/40_cron.sql): every tick it runs each job whose next time since the last tick has come,
// once, in its own transaction, and records the run in cron.job_run_details as pg_cron does. Slots that
// passed while the stack was stopped are not caught up, as with pg_cron.

export interface Scheduler {
  /** Runs what is due by `now` (tests pass a clock). */
  tick(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

type Job = { jobid: number; jobname: string | null; schedule: string; command: string };

export function startScheduler(
  engine: Engine,
  options: { intervalMs?: number; since?: Date; onRun?: () => void; log?: (message: string) => void } = {},
): Scheduler {
  const log = options.log ?? ((message: string) => console.log(`[cron] ${message}`));
  let last = options.since ?? new Date();
  let running: Promise<void> | undefined;
  let stopped = false;

  async function run(job: Job): Promise<void> {
    const started = new Date();
    let status = 'succeeded';
    let message = '';
    try {
      await engine.owner.exec(`begin; ${job.command}; commit;`).catch(async (error: unknown) => {
        await engine.owner.exec('rollback').catch(() => undefined);
        throw error;
      });
    } catch (error) {
      status = 'failed';
      message = error instanceof Error ? error.message : String(error);
      log(`${job.jobname ?? job.jobid} failed: ${message}`);
    }
    await engine.owner.query(
      `insert into cron.job_run_details (jobid, command, status, return_message, start_time, end_time, database, username)
       values ($1, $2, $3, $4, $5, now(), current_database(), current_user)`,
      [job.jobid, job.command, status, message, started.toISOString()],
    );
  }

  async function due(now: Date): Promise<void> {
    const { rows } = await engine.owner.query<Job>(
      'select jobid, jobname, schedule, command from cron.job where active order by jobid',
    );
    const from = last;
    last = now;
    for (const job of rows) {
      const next = new Cron(job.schedule, { timezone: 'UTC', paused: true }).nextRun(from);
      if (next && next <= now) await run(job);
    }
    if (rows.length) options.onRun?.();
  }

  function tick(now = new Date()): Promise<void> {
    if (stopped) return Promise.resolve();
    running = (running ?? Promise.resolve())
      .then(() => due(now))
      .catch((error: unknown) => {
        // The cron shim is missing (a database with the real pg_cron runs its own jobs) or the engine closes.
        if (!stopped) log(`jobs not readable: ${error instanceof Error ? error.message : error}`);
      });
    return running;
  }

  const timer = setInterval(() => void tick(), options.intervalMs ?? 20_000);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * What Vault holds on a hosted project for scheduled jobs to call Edge Functions (README, Scheduled
 * jobs): this stack's URL and service key, written at every start.
 */
export async function storeLocalSchedulerSecrets(engine: Engine, url: string, serviceRoleKey: string): Promise<void> {
  for (const [name, secret] of [
    ['project_url', url],
    ['service_role_key', serviceRoleKey],
  ] as const) {
    await engine.owner.query(
      `insert into vault.secrets (name, secret) values ($1, $2)
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [name, secret],
    );
  }
}
