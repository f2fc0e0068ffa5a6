import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from './config.ts';

// The stack as people run it (`pnpm backend`, PGlite in a data folder): what is written survives a
// restart, and a second process on the same folder is refused before it can corrupt it.

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  url: string;
}

/** Starts `cli.ts` on a free port and resolves with its URL once it has printed its banner. */
function startCli(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /SUPABASE_URL=(\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`stack exited (${code}) before it started:\n${output}`)));
  });
}

/** Stops the stack as Ctrl-C does, and waits until it has closed the database and released the lock. */
async function stop(running: Running): Promise<void> {
  running.child.kill('SIGTERM');
  await once(running.child, 'exit');
}

const service = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'stack-persistence-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a PGlite data folder', () => {
  it('keeps what was written across a restart', { timeout: 120_000 }, async () => {
    const subject = `Persisted ${Date.now()}`;
    const first = await startCli(dataDir);
    try {
      const insert = await fetch(`${first.url}/rest/v1/contacts`, {
        method: 'POST',
        headers: { ...service, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Asha', email: 'asha@example.com', subject, message: 'Still there?' }),
      });
      expect(insert.status).toBe(201);
    } finally {
      await stop(first);
    }

    const second = await startCli(dataDir);
    try {
      const response = await fetch(
        `${second.url}/rest/v1/contacts?select=name,message&subject=eq.${encodeURIComponent(subject)}`,
        {
          headers: service,
        },
      );
      expect(await response.json()).toEqual([{ name: 'Asha', message: 'Still there?' }]);
      // The seed ran once, on the first start, not again on the restart.
      const again = await fetch(`${second.url}/rest/v1/pricing_plans?select=name`, { headers: service });
      const names = ((await again.json()) as { name: string }[]).map((plan) => plan.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      await stop(second);
    }
  });

  it('is refused to a second stack process while the first runs, with a message saying why', {
    timeout: 120_000,
  }, async () => {
    const first = await startCli(dataDir);
    try {
      const second = spawn(process.execPath, [CLI, '--port', '0', '--data', dataDir], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      second.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      second.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const [code] = (await once(second, 'exit')) as [number | null];
      expect(code).not.toBe(0);
      expect(output).toContain(`The data folder is in use by another stack process (pid ${first.child.pid})`);
      // The first process is unharmed and still answers.
      const health = await fetch(`${first.url}/health`);
      expect(health.status).toBe(200);
    } finally {
      await stop(first);
    }
  });
});
